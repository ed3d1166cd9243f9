import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { padded } from "../../fixtures/story-frame";
import { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";

/** The cart an app keeps: a committed quantity becomes the value (after `answerMs`, pending meanwhile). */
function StepperOwner({ answerMs = 0, ...props }: QuantityStepperProps & { answerMs?: number }) {
  const [value, setValue] = useState(props.value);
  const [pending, setPending] = useState(false);
  return (
    <QuantityStepper
      {...props}
      value={value}
      pending={pending || props.pending}
      onChange={(qty) => {
        props.onChange(qty);
        if (answerMs === 0) return setValue(qty);
        setPending(true);
        setTimeout(() => {
          setValue(qty);
          setPending(false);
        }, answerMs);
      }}
    />
  );
}

const meta = {
  title: "Cart/Quantity stepper",
  component: QuantityStepper,
  render: (args) => <StepperOwner {...args} />,
  args: { value: 2, maxQuantity: 5, itemName: "Oxford shirt", onChange: fn() },
  decorators: [padded()],
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: canvas.getByRole("textbox", { name: /^Quantity/ }),
    minus: canvas.getByRole("button", { name: /^Decrease quantity/ }),
    plus: canvas.getByRole("button", { name: /^Increase quantity/ }),
  };
};

/** Typing commits on Enter, once: leaving the field afterwards sends nothing more. */
export const TypeAQuantity: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    // Testing Library joins the visually hidden ": name" with a space.
    await expect(input).toHaveAccessibleName(/^Quantity ?: Oxford shirt$/);
    await userEvent.clear(input);
    await userEvent.type(input, "4");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue("4");
    // Leaving the field commits too; " 03 " is 3.
    await userEvent.clear(input);
    await userEvent.type(input, " 03 ");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue("3");
  },
};

/** presentation-content.md §5: above 0, a positive integer; empty is required. Nothing is sent; Escape brings the cart's quantity back. */
export const InvalidQuantities: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, canvas } = parts(canvasElement);
    for (const [typed, message] of [
      ["0", "Quantity must be above 0."],
      ["-1", "Quantity must be above 0."],
      ["1.5", "Quantity must be a positive integer."],
      ["two", "Quantity must be a positive integer."],
      ["1e2", "Quantity must be a positive integer."],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, `${typed}{Enter}`);
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByText("Field is required.")).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(input);
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("2");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** The same quantity (also written "02") sends nothing. */
export const UnchangedSendsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, "02{Enter}");
    await expect(input).toHaveValue("2");
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** − stops at 1 (aria-disabled keeps focus on it), + adds one. */
export const PlusAndMinus: Story = {
  args: { value: 2 },
  play: async ({ canvasElement, args }) => {
    const { input, minus, plus } = parts(canvasElement);
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveValue("1");
    await expect(minus).toHaveAttribute("aria-disabled", "true");
    await expect(minus).toHaveFocus();
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(minus).not.toHaveAttribute("aria-disabled");
  },
};

/** + stops at the stock; more typed gets §8 'Only {maxQuantity} products of this type are available'. */
export const AtTheStock: Story = {
  args: { value: 2, maxQuantity: 3 },
  play: async ({ canvasElement, args }) => {
    const { input, plus, canvas } = parts(canvasElement);
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await expect(plus).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(input);
    await userEvent.type(input, "5{Enter}");
    await expect(canvas.getByText("Only 3 products of this type are available")).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(input);
    await userEvent.type(input, "3{Enter}");
    await expect(canvas.queryByText("Only 3 products of this type are available")).toBeNull();
  },
};

/** The stock dropped below the line's quantity: the message shows and − goes to the stock at once. */
export const AboveTheStock: Story = {
  args: { value: 5, maxQuantity: 3 },
  play: async ({ canvasElement, args }) => {
    const { minus, plus, canvas } = parts(canvasElement);
    await expect(canvas.getByText("Only 3 products of this type are available")).toBeVisible();
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.queryByText("Only 3 products of this type are available")).toBeNull());
  },
};

/** While the cart updates the field shows the asked quantity, read-only; the buttons refuse; aria-busy. */
export const Updating: Story = {
  render: (args) => <StepperOwner {...args} answerMs={600} />,
  play: async ({ canvasElement, args }) => {
    const { input, plus } = parts(canvasElement);
    await userEvent.click(plus);
    await expect(input).toHaveValue("3");
    await expect(canvasElement.querySelector(".shop-quantity")).toHaveAttribute("aria-busy", "true");
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await expect(input).toHaveAttribute("readonly");
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvasElement.querySelector(".shop-quantity")).not.toHaveAttribute("aria-busy"));
    await expect(input).toHaveValue("3");
  },
};

/** An out-of-stock line: nothing to change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const { minus, plus, input } = parts(canvasElement);
    await expect(minus).toHaveAttribute("aria-disabled", "true");
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await expect(input).toHaveAttribute("readonly");
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Aantal/ })).toHaveValue("2");
    await userEvent.click(canvas.getByRole("button", { name: /^Aantal verhogen/ }));
    await userEvent.clear(canvas.getByRole("textbox"));
    await userEvent.type(canvas.getByRole("textbox"), "9{Enter}");
    await expect(canvas.getByText("Er zijn nog maar 5 stuks van dit product beschikbaar")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /^Menge verringern/ })).toBeVisible();
    await userEvent.clear(canvas.getByRole("textbox", { name: /^Menge/ }));
    await userEvent.type(canvas.getByRole("textbox"), "0{Enter}");
    await expect(canvas.getByText("Die Menge muss größer als 0 sein.")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /^Augmenter la quantité/ })).toBeVisible();
    await expect(canvas.getByText("Quantité")).toBeVisible();
  },
};

/** 44 px touch targets on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const { minus, plus, input } = parts(canvasElement);
    for (const control of [minus, plus, input]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};
