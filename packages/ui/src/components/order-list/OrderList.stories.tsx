import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { accountOrders } from "../../fixtures/account";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { OrderList } from "./OrderList";

const hrefForPage = (page: number) => (page === 1 ? "/my-account/orders/" : `/my-account/orders/?page=${page}`);

const meta = {
  title: "Account/Order list",
  component: OrderList,
  args: { orders: accountOrders("en-US"), currentPage: 1, totalCount: 45, hrefForPage, onRetry: fn() },
  decorators: [padded(1100)],
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 45 orders, 20 a page: the first page, a link per order to its detail. */
export const FirstPage: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem").filter((item) => item.classList.contains("shop-order-list__order"))).toHaveLength(20);
    await userEvent.click(canvas.getByRole("link", { name: "000000999" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /my-account/orders/999/");
  },
};

export const LastPage: Story = {
  args: { orders: accountOrders("en-US", { count: 5, first: 41 }), currentPage: 3 },
  play: async ({ canvasElement }) => {
    const pagination = within(within(canvasElement).getByRole("navigation", { name: "Pagination" }));
    await expect(pagination.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.queryByRole("link", { name: "Next" })).toBeNull();
  },
};

/** Every status of presentation-content.md §4 with its label. */
export const Statuses: Story = {
  args: { orders: accountOrders("en-US", { count: 8 }), totalCount: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Pending", "Complete", "Closed", "Cancelled", "Payment failed", "Partially refunded"]) await expect(canvas.getByText(label)).toBeVisible();
    // export_success is shown as processing.
    await expect(canvas.getAllByText("Processing")).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { orders: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You have not placed any orders yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { orders: [], totalCount: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const FetchFailed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "desktop" } },
  args: { orders: accountOrders("nl-NL", { count: 8 }), totalCount: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Mijn bestellingen" })).toBeVisible();
    await expect(canvas.getAllByText("Bestelnummer")[0]).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE", viewport: { value: "desktop" } },
  args: { orders: accountOrders("de-DE") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Seitennavigation" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { orders: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Vous n'avez encore passé aucune commande.")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { orders: accountOrders("en-US", { count: 4 }) },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** German labels and statuses at 320 px. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { orders: accountOrders("de-DE", { count: 8 }), totalCount: 8 },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Teilweise erstattet"]);
  },
};
