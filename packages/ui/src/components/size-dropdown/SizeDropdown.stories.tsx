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

export const ManySizesFourRowsMinimum: Story = {
  args: {
    sizes: ["xxs", "xs", "s", "m", "l", "xl", "xxl", "xl3", "xl4"].map((label, index) => size(String(index), label.toUpperCase(), index !== 3)),
    showLabel: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox"));
    // §9: 4 options minimum height at 49 px per row in the size dropdown.
    await expect(canvas.getByRole("listbox").getBoundingClientRect().height).toBeGreaterThanOrEqual(4 * 49);
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
