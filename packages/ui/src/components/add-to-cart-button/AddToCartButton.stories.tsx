import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddToCartButton } from "./AddToCartButton";
import { padded } from "../../fixtures/story-frame";

/** Plays the cart: a click starts an add that ends after `ms` with the given outcome. */
function CartSimulation({ outcome, ms = 300, disabled }: { outcome: "success" | "failure"; ms?: number; disabled?: boolean }) {
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <AddToCartButton
      adding={adding}
      failed={failed}
      disabled={disabled}
      feedbackMs={1500}
      onAddToCart={() => {
        setAdding(true);
        setFailed(false);
        setTimeout(() => {
          setFailed(outcome === "failure");
          setAdding(false);
        }, ms);
      }}
    />
  );
}

const meta = {
  title: "Product/Add to cart button",
  component: AddToCartButton,
  args: { adding: false, onAddToCart: fn() },
  decorators: [padded(320)],
} satisfies Meta<typeof AddToCartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add to cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Adding to cart" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const AddThenSuccess: Story = {
  render: () => <CartSimulation outcome="success" />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await expect(button).toHaveTextContent("Adding to cart");
    await waitFor(() => expect(button).toHaveTextContent("Added to cart"));
    // Feedback falls back to idle.
    await waitFor(() => expect(button).toHaveTextContent("Add to cart"));
  },
};

export const AddThenFailure: Story = {
  render: () => <CartSimulation outcome="failure" />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("Could not add to cart"));
    await expect(button).toHaveAttribute("data-status", "failure");
  },
};

export const DisabledConfigurationMissing: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Add to cart" });
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    // aria-disabled keeps it focusable, so a keyboard user learns why nothing happens.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const GermanLongText: Story = {
  globals: { locale: "de-DE" },
  render: () => <CartSimulation outcome="failure" ms={200} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "In den Warenkorb" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("Hinzufügen fehlgeschlagen"));
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } } };
