import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { accountOrders } from "../../fixtures/account";
import { OrderList, type OrderListProps } from "./OrderList";

const props = (change: Partial<OrderListProps> = {}): OrderListProps => ({
  orders: accountOrders("en-US"),
  currentPage: 1,
  totalCount: 45,
  hrefForPage: (page) => (page === 1 ? "/my-account/orders/" : `/my-account/orders/?page=${page}`),
  ...change,
});

describe("OrderList (presentation-content.md §2 /my-account/orders, §3 order labels, §4 statuses; commerce-core.md §9 page size 20)", () => {
  it("shows each order's number (linking to its detail), date, status label, items and total", () => {
    render(<OrderList {...props({ orders: accountOrders("en-US", { count: 2, first: 5 }) })} />);
    const [first] = screen.getAllByRole("listitem");
    const order = within(first!);
    expect(order.getByRole("link", { name: "000000995" })).toHaveAttribute("href", "/my-account/orders/995/");
    expect(first).toHaveTextContent("Order number000000995");
    expect(first).toHaveTextContent("StatusCancelled");
    expect(first).toHaveTextContent("Items2");
    expect(first).toHaveTextContent(/Total€147\.45/);
  });

  it("pages 45 orders by 20 with the shop's pagination", () => {
    render(<OrderList {...props({ currentPage: 2 })} />);
    const pagination = within(screen.getByRole("navigation", { name: "Pagination" }));
    expect(pagination.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/my-account/orders/",
      "/my-account/orders/",
      "/my-account/orders/?page=2",
      "/my-account/orders/?page=3",
      "/my-account/orders/?page=3",
    ]);
    expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("shows no pagination for one page, nor while a page loads", () => {
    const { rerender } = render(<OrderList {...props({ totalCount: 20 })} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    rerender(<OrderList {...props({ loading: true })} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    // The loaded orders stay while the next page loads.
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
  });

  it.each([
    ["empty", { orders: [], totalCount: 0 }, "You have not placed any orders yet."],
    ["loading the first time", { orders: [], loading: true }, "Loading…"],
    ["failed", { failed: true }, "Can't fetch data, please try again later"],
  ])("says so when %s", (_state, change, text) => {
    render(<OrderList {...props(change)} />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it("tries again when asked after a failure", () => {
    const onRetry = vi.fn();
    render(<OrderList {...props({ failed: true, onRetry })} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows a status the spec does not list as the platform sends it", () => {
    render(<OrderList {...props({ orders: [{ ...accountOrders()[0]!, status: "holded" }], totalCount: 1 })} />);
    expect(screen.getByRole("listitem")).toHaveTextContent("Statusholded");
  });
});
