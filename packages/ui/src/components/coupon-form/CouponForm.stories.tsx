import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { padded } from "../../fixtures/story-frame";
import { CouponForm, type CouponFormProps } from "./CouponForm";

const REFUSAL = "The coupon code isn't valid. Verify the code and try again.";

/** The cart's coupon calls: SUMMER10 exists, other codes answer 404 (commerce-core.md §8), after 300 ms. */
function CouponOwner(props: CouponFormProps) {
  const [applied, setApplied] = useState(props.appliedCode);
  const [error, setError] = useState<CouponFormProps["error"]>(props.error ?? null);
  const [pending, setPending] = useState(false);
  const answer = (then: () => void) => {
    setPending(true);
    setTimeout(() => {
      then();
      setPending(false);
    }, 300);
  };
  return (
    <CouponForm
      {...props}
      appliedCode={applied}
      error={error}
      pending={pending}
      onApply={(code) => {
        props.onApply(code);
        answer(() => {
          if (code.toUpperCase() === "SUMMER10") {
            setApplied(code);
            setError(null);
          } else setError(REFUSAL);
        });
      }}
      onRemove={() => {
        props.onRemove();
        answer(() => setApplied(null));
      }}
    />
  );
}

const meta = {
  title: "Cart/Coupon form",
  component: CouponForm,
  render: (args) => <CouponOwner {...args} />,
  args: { appliedCode: null, onApply: fn(), onRemove: fn() },
  decorators: [padded(380)],
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole("textbox", { name: "Discount code" });

/** Apply, then the applied code with Remove (focus moves there), then remove it again (focus back in the field). */
export const ApplyAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), " SUMMER10 {Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("SUMMER10");
    await expect(canvas.getByRole("button", { name: "Apply" })).toHaveAttribute("aria-busy", "true");
    const remove = await canvas.findByRole("button", { name: /^Remove ?: SUMMER10$/ });
    await expect(canvas.getByRole("group", { name: "Discount code" })).toHaveTextContent("SUMMER10");
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field(canvasElement)).toHaveFocus());
    await expect(field(canvasElement)).toHaveValue("");
  },
};

/** An empty code is 'Field is required.'; what cannot be a code is 'Not a valid discount code'. The server is not asked. */
export const CheckedBeforeApplying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(canvas.getByText("Field is required.")).toBeVisible();
    await expect(field(canvasElement)).toHaveFocus();
    await userEvent.type(field(canvasElement), "10% OFF{Enter}");
    await expect(field(canvasElement)).toHaveAccessibleDescription("Not a valid discount code");
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The server refuses the code: §8 "The coupon code isn't valid. Verify the code and try again", shown and announced; typing puts it away. */
export const ServerRefusesTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), "WINTER99{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("WINTER99");
    await waitFor(() => expect(field(canvasElement)).toHaveAccessibleDescription(REFUSAL));
    await expect(canvas.getByRole("status")).toHaveTextContent(REFUSAL);
    await userEvent.type(field(canvasElement), "X");
    await expect(field(canvasElement)).not.toHaveAttribute("aria-invalid");
  },
};

export const Applied: Story = {
  args: { appliedCode: "SUMMER10" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  render: (args) => <CouponForm {...args} />,
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Apply" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { error: REFUSAL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Kortingscode" })).toHaveAccessibleDescription("De kortingscode is niet geldig. Controleer de code en probeer het opnieuw.");
    await expect(canvas.getByRole("button", { name: "Toepassen" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { appliedCode: "SOMMER10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Rabattcode" })).toHaveTextContent("SOMMER10");
    await expect(canvas.getByRole("button", { name: /^Entfernen/ })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Appliquer" }));
    await expect(canvas.getByRole("textbox", { name: "Code de réduction" })).toHaveAccessibleDescription("Ce champ est obligatoire.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { error: REFUSAL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Discount code" }).getBoundingClientRect();
    const apply = canvas.getByRole("button", { name: "Apply" }).getBoundingClientRect();
    // Side by side, level, at least 44 px tall.
    await expect(Math.abs(apply.top - field.top)).toBeLessThanOrEqual(1);
    await expect(apply.height).toBeGreaterThanOrEqual(44);
  },
};
