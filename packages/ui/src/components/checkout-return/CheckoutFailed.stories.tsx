import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { CheckoutFailed } from "./CheckoutFailed";

const meta = {
  title: "Checkout/Checkout failed",
  component: CheckoutFailed,
  args: { onRetry: fn(), paymentHref: "/checkout/?step=payment", cartHref: "/winkelwagen/" },
} satisfies Meta<typeof CheckoutFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /checkout-failed: 'Payment failed', the cart is kept; try again, another method, or the cart. */
export const Default: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Payment failed" })).toBeVisible();
    await expect(canvas.getByText(/Your shopping cart has been kept/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("link", { name: "Choose another payment method" }));
    await userEvent.click(canvas.getByRole("link", { name: "Back to shopping cart" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /checkout/?step=payment, /winkelwagen/");
  },
};

/** The provider's reason, when known. */
export const WithReason: Story = {
  args: { reason: "Something went wrong with the order" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Something went wrong with the order")).toBeVisible();
  },
};

/** Trying again: busy, a second press does nothing. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Try again" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Betaling mislukt" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Andere Zahlungsart wählen" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Retour au panier" })).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { reason: "Something went wrong with the order" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [
      "Ihre Zahlung wurde nicht abgeschlossen. Ihr Warenkorb ist erhalten geblieben, Sie können es erneut versuchen oder eine andere Zahlungsart wählen.",
      "Andere Zahlungsart wählen",
    ]);
  },
};
