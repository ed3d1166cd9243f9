import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SizeDropdown, type SizeDropdownProps } from "./SizeDropdown";
import type { SizeOption } from "./rules/size-options";

const size = (id: string, label: string, inStock = true): SizeOption => ({ id, label, type: "size_ois", inStock });
const SHIRT_SIZES = [size("167", "S (46)"), size("168", "M (48)", false), size("169", "L (50)"), size("170", "XL (52)"), size("171", "(discontinued)")];

function StatefulSizeDropdown(props: SizeDropdownProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 280, padding: 16, minHeight: 320 }}>
      <SizeDropdown
        {...props}
        value={value}
        onChange={(option) => {
          setValue(option.id);
          props.onChange(option);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Product/Size dropdown",
  component: SizeDropdown,
  render: (args) => <StatefulSizeDropdown {...args} />,
  args: { sizes: SHIRT_SIZES, productInStock: true, value: null, onChange: fn() },
} satisfies Meta<typeof SizeDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole("combobox", { name: "Size" });
    await expect(combobox).toHaveTextContent("Choose your size");
    await userEvent.click(combobox);
    const options = canvas.getAllByRole("option");
    // presentation-content.md §5: parenthesised text stripped, the empty one dropped, M shown but disabled.
    await expect(options.map((option) => option.textContent)).toEqual(["S", "M", "L", "XL"]);
    await expect(canvas.getByRole("option", { name: "M" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("option", { name: "M" }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("option", { name: "L" }));
    await expect(args.onChange).toHaveBeenCalledWith(size("169", "L (50)"));
    await expect(combobox).toHaveTextContent("L");
  },
};

export const OneSize: Story = {
  args: { sizes: [size("1", "0")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox"));
    await expect(canvas.getByRole("option")).toHaveTextContent("One Size");
    await userEvent.keyboard("{Escape}");
  },
};

export const OutOfStock: Story = {
  args: { productInStock: false },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole("combobox", { name: "Size" });
    await expect(combobox).toHaveTextContent("No sizes in stock");
    await expect(combobox).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
  },
};

export const HideOutOfStockSizes: Story = {
  args: { hideOutOfStock: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox"));
    await expect(canvas.getAllByRole("option").map((option) => option.textContent)).toEqual(["S", "L", "XL"]);
    await userEvent.keyboard("{Escape}");
  },
};

export const Chosen: Story = { args: { value: "170" } };

// §9 "5 options minimum height (4 in the size dropdown) at 49 px per row": on a phone held
// sideways the control sits 150 px above the bottom, with less than 4 rows of room on either
// side, so the listbox keeps its minimum: 4 × 49 = 196 px (a plain Select keeps 5, 245 px).
export const ManySizesFourRowsMinimum: Story = {
  globals: { viewport: { value: "mobileLandscape" } },
  args: {
    sizes: ["xxs", "xs", "s", "m", "l", "xl", "xxl", "xl3", "xl4"].map((label, index) => size(String(index), label.toUpperCase(), index !== 3)),
  },
  render: (args) => (
    <div style={{ position: "fixed", left: 16, bottom: 150, width: 280 }}>
      <SizeDropdown {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole("combobox");
    await expect(Math.round(window.innerHeight - combobox.getBoundingClientRect().bottom)).toBe(150);
    await userEvent.click(combobox);
    // Layout height inside the border (clientHeight): the 150 ms expand animation scales the box meanwhile.
    const height = canvas.getByRole("listbox").clientHeight;
    await expect(height).toBeGreaterThanOrEqual(4 * 49 - 2);
    await expect(height).toBeLessThanOrEqual(4 * 49 + 2);
    await userEvent.keyboard("{Escape}");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Größe" })).toHaveTextContent("Größe wählen");
  },
};

export const GermanOutOfStock: Story = {
  globals: { locale: "de-DE" },
  args: { productInStock: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox")).toHaveTextContent("Keine Größen vorrätig");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } } };
