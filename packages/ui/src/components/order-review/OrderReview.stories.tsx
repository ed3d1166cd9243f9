import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { cartLines, cartSegments } from "../../fixtures/cart";
import { LONG_ADDRESS, REVIEW_DETAILS, reviewShippingMethod } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { addressLines } from "../address-fields/rules/address";
import { OrderReview, type OrderReviewProps } from "./OrderReview";

const reviewArgs = (locale = "en-US"): OrderReviewProps => ({
  ...REVIEW_DETAILS,
  lines: cartLines(locale),
  segments: cartSegments(locale),
  shippingMethod: reviewShippingMethod(locale),
  onEdit: fn(),
  onPlaceOrder: fn(),
});

const meta = {
  title: "Checkout/Order review",
  component: OrderReview,
  args: reviewArgs(),
  decorators: [padded(880)],
} satisfies Meta<typeof OrderReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit per part goes back to its step; Place order waits for the accepted terms. */
export const Default: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Edit ?: Billing address$/ }));
    await expect(args.onEdit).toHaveBeenCalledWith("payment");
    await userEvent.click(canvas.getByRole("button", { name: /^Edit ?: Shipping method$/ }));
    await expect(args.onEdit).toHaveBeenLastCalledWith("shipping");
    await expect(canvas.getByText("Same as shipping address")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Place order" }));
    const terms = canvas.getByRole("checkbox", { name: "I accept the terms and conditions" });
    await expect(terms).toHaveAccessibleDescription("You must accept the terms and conditions.");
    await expect(terms).toHaveFocus();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    await userEvent.click(terms);
    await userEvent.click(canvas.getByRole("button", { name: "Place order" }));
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** A billing address of its own is listed in full. */
export const OtherBillingAddress: Story = {
  args: { billingAddress: addressLines({ ...LONG_ADDRESS, country: "DE" }, "Germany") },
};

/** Placing: the button is busy and refuses a second press. */
export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "I accept the terms and conditions" }));
    await userEvent.click(canvas.getByRole("button", { name: "Place order" }));
    await expect(canvas.getByRole("button", { name: "Place order" })).toHaveAttribute("aria-busy", "true");
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const OrderError: Story = {
  args: { error: "Error placing an order" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Error placing an order");
  },
};

/** Offline: presentation-content.md §8 'There is no Internet connection. You can still place your order. …' */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/^There is no Internet connection\. You can still place your order\./);
  },
};

export const TotalsUpdating: Story = { args: { totalsUpdating: true } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: reviewArgs("nl-NL"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Bestelling plaatsen" })).toBeVisible();
    await expect(canvas.getByText("Zelfde als verzendadres")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: reviewArgs("de-DE"),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Bestellübersicht" })).toHaveTextContent("203,76 €");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: reviewArgs("fr-FR"),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Passer la commande" })).toBeVisible();
  },
};

/** German at 320 px: a long billing address, long product name, offline note. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    ...reviewArgs("de-DE"),
    offline: true,
    billingAddress: addressLines(LONG_ADDRESS, "Deutschland"),
    lines: cartLines("de-DE").map((line, index) => (index === 0 ? { ...line, name: "Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen" } : line)),
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen", "Kurfürstin-Sophie-Charlotte-von-Hannover-Straße 127 Hinterhaus"]);
  },
};
