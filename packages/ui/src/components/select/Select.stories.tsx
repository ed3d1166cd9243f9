import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Select, type SelectProps } from "./Select";
import { COLOUR_OPTIONS as COLOURS } from "../../fixtures/select";

/** Holds the value the way an app would; reports changes to the story's onChange spy. */
function StatefulSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 320, padding: 16 }}>
      <Select
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <button type="button" style={{ marginTop: 240 }}>
        Elsewhere
      </button>
    </div>
  );
}

const meta = {
  title: "Forms/Select",
  component: Select,
  render: (args) => <StatefulSelect {...args} />,
  args: { label: "Colour", options: COLOURS, value: null, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const combobox = canvas.getByRole("combobox", { name: "Colour" });
  const active = () => document.getElementById(combobox.getAttribute("aria-activedescendant") ?? "")?.textContent;
  return { canvas, combobox, active };
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const { combobox, canvas } = parts(canvasElement);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).toHaveTextContent("Select an option");
    await expect(canvas.getByRole("listbox", { hidden: true })).not.toBeVisible();
  },
};

export const KeyboardChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const { combobox, active, canvas } = parts(canvasElement);
    combobox.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    // The listbox fades in over 150 ms (§9).
    await waitFor(() => expect(canvas.getByRole("listbox")).toBeVisible());
    await expect(active()).toBe("Black");
    // Brown is disabled: ArrowDown twice skips it.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(active()).toBe("Green");
    await userEvent.keyboard("{End}");
    await expect(active()).toBe("Navy");
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("navy");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).toHaveTextContent("Navy");
    await expect(combobox).toHaveFocus();
  },
};

export const SpaceOpensEscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { combobox } = parts(canvasElement);
    combobox.focus();
    await userEvent.keyboard(" ");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const { combobox, active } = parts(canvasElement);
    combobox.focus();
    await userEvent.keyboard("gr");
    await expect(active()).toBe("Green");
    await userEvent.keyboard("ey");
    await expect(active()).toBe("Grey");
    // §9: the buffer clears after 1 s; then "b" starts a new search.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard("b");
    await expect(active()).toBe("Black");
    // Well within the second the buffer still holds "b": "blu" is Blue (had it cleared after
    // half a second, "lu" would match nothing and stay on Black).
    await new Promise((resolve) => setTimeout(resolve, 700));
    await userEvent.keyboard("lu");
    await expect(active()).toBe("Blue");
    // A second after the last key it is empty: "g" alone is Green ("blug" would stay on Blue).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard("g");
    await expect(active()).toBe("Green");
    await userEvent.keyboard("{Escape}");
  },
};

export const PointerAndOutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const { combobox, canvas } = parts(canvasElement);
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("option", { name: "Blue" }));
    await expect(args.onChange).toHaveBeenCalledWith("blue");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    // Open again, then a click elsewhere closes it.
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Elsewhere" }));
    await waitFor(() => expect(combobox).toHaveAttribute("aria-expanded", "false"));
  },
};

export const Chosen: Story = { args: { value: "green" } };

export const Disabled: Story = {
  args: { disabled: true, placeholder: "Nothing to choose" },
  play: async ({ canvasElement }) => {
    const { combobox } = parts(canvasElement);
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).toHaveAttribute("aria-disabled", "true");
  },
};

export const LongLabels: Story = {
  args: {
    label: "Colour",
    options: [
      { value: "a", label: "Midnight navy with a subtle herringbone weave and contrast stitching" },
      { value: "b", label: "Washed indigo" },
    ],
    value: "a",
  },
};

export const ManyOptionsCappedHeight: Story = {
  args: {
    options: Array.from({ length: 40 }, (_, index) => ({ value: `w${index + 26}`, label: `Waist ${index + 26}` })),
  },
  play: async ({ canvasElement }) => {
    const { combobox, canvas } = parts(canvasElement);
    combobox.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = canvas.getByRole("listbox");
    // §9: never taller than the viewport minus 16 px; at least 5 rows of 49 px.
    const height = listbox.getBoundingClientRect().height;
    await expect(height).toBeLessThanOrEqual(window.innerHeight - 16 + 2);
    await expect(height).toBeGreaterThanOrEqual(5 * 49);
    await userEvent.keyboard("{Escape}");
  },
};

export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const { combobox, canvas } = parts(canvasElement);
    combobox.focus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.queryAllByRole("option", { hidden: true })).toHaveLength(0);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
  },
};

export const VisibleLabelFrench: Story = {
  globals: { locale: "fr-FR" },
  args: { hideLabel: false, label: "Couleur" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Couleur" })).toHaveTextContent("Choisissez une option");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } } };
