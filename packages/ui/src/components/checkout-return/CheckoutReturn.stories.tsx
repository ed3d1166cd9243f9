import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { CheckoutReturn } from "./CheckoutReturn";

const meta = {
  title: "Checkout/Checkout return",
  component: CheckoutReturn,
  args: { status: "paid", orderNumber: "000000042", email: "ann@shop.example", continueHref: "/" },
} satisfies Meta<typeof CheckoutReturn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /checkout-return after a paid order: thanks, the number, what happens next. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
    await expect(canvas.getByText("000000042")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "What happens next?" })).toHaveTextContent("You will receive an order confirmation by e-mail.");
  },
};

/** The payment's status is still asked: a polite, busy status. */
export const Checking: Story = {
  args: { status: "checking" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("We are checking your payment…");
    await expect(canvas.queryByText("000000042")).toBeNull();
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
    await expect(within(canvasElement).getByRole("heading", { name: "Wat gebeurt er nu?" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { status: "checking" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Wir prüfen Ihre Zahlung…");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Et maintenant\u202f?" })).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { orderNumber: "NL-2026-000000000000042-RETOURE", ordersHref: "/my-account/orders" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["NL-2026-000000000000042-RETOURE", "Wir benachrichtigen Sie, sobald Ihre Bestellung versandt wurde."]);
  },
};
