import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { offlineOrders } from "../../fixtures/checkout";
import { OfflineOrdersModal } from "./OfflineOrdersModal";

describe("OfflineOrdersModal (commerce-core.md §4 offline-order confirmation)", () => {
  it("sends on confirm; the close button and Not now both keep the orders (onCancel)", () => {
    const props = { orders: offlineOrders(), onConfirm: vi.fn(), onCancel: vi.fn() };
    render(<OfflineOrdersModal {...props} />);
    expect(screen.getByRole("dialog", { name: "Orders waiting to be sent" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Send orders" }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(props.onCancel).toHaveBeenCalledTimes(2);
  });

  it("refuses a second send while sending and shows the failure after it", () => {
    const props = { orders: offlineOrders(), onConfirm: vi.fn(), onCancel: vi.fn() };
    const { rerender } = render(<OfflineOrdersModal {...props} sending error="Error placing an order" />);
    fireEvent.click(screen.getByRole("button", { name: "Send orders" }));
    expect(props.onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    rerender(<OfflineOrdersModal {...props} error="Error placing an order" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Error placing an order");
  });
});
