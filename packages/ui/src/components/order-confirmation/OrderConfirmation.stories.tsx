import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { OrderConfirmation } from "./OrderConfirmation";

const meta = {
  title: "Checkout/Order confirmation",
  component: OrderConfirmation,
  args: { orderNumber: "000000042", email: "ann@shop.example", continueHref: "/" },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Thank you for your order!" })).toBeVisible();
    await expect(canvas.getByText("Order number").nextElementSibling).toHaveTextContent("000000042");
    await expect(canvas.getByText("We have sent an order confirmation to ann@shop.example.")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "My orders" })).toBeNull();
    await userEvent.click(canvas.getByRole("link", { name: "Continue shopping" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /");
  },
};

export const Customer: Story = {
  args: { ordersHref: "/my-account/orders" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/my-account/orders");
  },
};

/** Placed offline: no number yet, the order is kept and sent once online. */
export const PlacedOffline: Story = {
  args: { orderNumber: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Your order has been saved and will be sent as soon as you are back online.")).toBeVisible();
    await expect(canvas.queryByText("Order number")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { ordersHref: "/my-account/orders" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Bestellnummer")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Merci pour votre commande\u202f!" })).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { email: "maximilian.alexander.freiherr.von.hohenzollern@herrenmodehaus-schneider.example", ordersHref: "/my-account/orders" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Wir haben eine Bestellbestätigung an maximilian.alexander.freiherr.von.hohenzollern@herrenmodehaus-schneider.example gesendet."]);
  },
};
