import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { accountOrderDetail } from "../../fixtures/account";
import { OrderDetail } from "./OrderDetail";

describe("OrderDetail (presentation-content.md §2 /my-account/orders/{orderId}, §3 order labels, §4 statuses)", () => {
  it("shows number, date, status label and the ordered products", () => {
    render(<OrderDetail order={accountOrderDetail()} ordersHref="/my-account/orders/" />);
    expect(screen.getByRole("heading", { level: 1, name: "Order 000000999" })).toBeVisible();
    expect(screen.getByText("Processing")).toBeVisible();
    const items = within(screen.getByRole("region", { name: "Items" }));
    const lines = items.getAllByRole("listitem");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent("Oxford shirt");
    expect(lines[0]).toHaveTextContent("ColorLight blue");
    expect(lines[0]).toHaveTextContent("Quantity2");
    expect(lines[0]).toHaveTextContent("Total€119.90");
    expect(screen.getByRole("link", { name: "Back to my orders" })).toHaveAttribute("href", "/my-account/orders/");
  });

  it("lists the totals with the §3 labels in order: subtotal, shipping cost, discount, tax, total", () => {
    render(<OrderDetail order={accountOrderDetail()} ordersHref="/my-account/orders/" />);
    const summary = within(screen.getByRole("region", { name: "Order summary" }));
    expect(summary.getAllByRole("term").map((term) => term.textContent)).toEqual(["Subtotal", "Shipping cost", "Discount", "Incl. tax", "Total"]);
  });

  it("shows no discount row without a discount, and the delivery facts when known", () => {
    const order = { ...accountOrderDetail(), totals: { ...accountOrderDetail().totals, discount: null } };
    render(<OrderDetail order={order} ordersHref="/my-account/orders/" />);
    expect(within(screen.getByRole("region", { name: "Order summary" })).queryByText("Discount")).toBeNull();
    expect(screen.getByText("Shipping address")).toBeVisible();
    expect(screen.getByText("PostNL")).toBeVisible();
    expect(screen.getByText("iDEAL")).toBeVisible();
  });

  it("says 'Loading…' while the order loads, and offers Try again when it failed", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<OrderDetail order={null} loading ordersHref="/my-account/orders/" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    rerender(<OrderDetail order={null} failed onRetry={onRetry} ordersHref="/my-account/orders/" />);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
