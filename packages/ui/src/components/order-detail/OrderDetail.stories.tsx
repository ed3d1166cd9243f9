import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { accountOrderDetail } from "../../fixtures/account";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { OrderDetail } from "./OrderDetail";

const meta = {
  title: "Account/Order detail",
  component: OrderDetail,
  args: { order: accountOrderDetail(), ordersHref: "/my-account/orders/", onRetry: fn() },
  decorators: [padded(1200)],
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getByRole("region", { name: "Items" }).getBoundingClientRect();
    const summary = canvas.getByRole("region", { name: "Order summary" }).getBoundingClientRect();
    // Totals beside the products from 1024 px.
    await expect(summary.left).toBeGreaterThan(items.right);
    await userEvent.click(canvas.getByRole("link", { name: "Back to my orders" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /my-account/orders/");
  },
};

export const WithoutDiscount: Story = {
  args: { order: { ...accountOrderDetail(), status: "complete", totals: { ...accountOrderDetail().totals, discount: null }, shippingAddress: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Complete")).toBeVisible();
    await expect(within(canvasElement).queryByText("Discount")).toBeNull();
  },
};

export const Loading: Story = {
  args: { order: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const FetchFailed: Story = {
  args: { order: null, failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { order: accountOrderDetail("nl-NL") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bestelling 000000999" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Terug naar mijn bestellingen" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { order: accountOrderDetail("de-DE") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Versandart")).toBeVisible();
    await expect(within(canvasElement).getByText("In Bearbeitung")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { order: accountOrderDetail("fr-FR") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Commande 000000999" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    order: {
      ...accountOrderDetail("de-DE"),
      lines: [
        {
          id: "1",
          name: "Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen",
          sku: "SH-9-XL",
          options: [{ label: "Color", value: "Hellblau-weiß gestreift" }],
          qty: 1,
          price: "59,95 €",
          rowTotal: "59,95 €",
        },
      ],
      shippingAddress: ["Maximilian-Alexander von Hohenzollern-Sigmaringen", "Kurfürstin-Sophie-Charlotte-Straße 127", "10585 Berlin-Charlottenburg-Wilmersdorf"],
      shippingMethod: "DHL Paket mit Wunschzustellung am Nachmittag",
    },
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen", "DHL Paket mit Wunschzustellung am Nachmittag"]);
  },
};
