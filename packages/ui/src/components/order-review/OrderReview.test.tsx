import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cartLines, cartSegments } from "../../fixtures/cart";
import { REVIEW_DETAILS } from "../../fixtures/checkout";
import { OrderReview, type OrderReviewProps } from "./OrderReview";

const base = (props: Partial<OrderReviewProps> = {}): OrderReviewProps => ({
  ...REVIEW_DETAILS,
  shippingMethod: "DHL Next-day delivery",
  lines: cartLines(),
  segments: cartSegments(),
  onEdit: vi.fn(),
  onPlaceOrder: vi.fn(),
  ...props,
});

describe("OrderReview", () => {
  it("places the order only with the terms accepted, and once while placing", () => {
    const props = base();
    const { rerender } = render(<OrderReview {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox", { name: "I accept the terms and conditions" })).toHaveAccessibleDescription("You must accept the terms and conditions.");
    fireEvent.click(screen.getByRole("checkbox", { name: "I accept the terms and conditions" }));
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(props.onPlaceOrder).toHaveBeenCalledTimes(1);
    rerender(<OrderReview {...props} placing />);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(props.onPlaceOrder).toHaveBeenCalledTimes(1);
  });

  it("edits each part in its step", () => {
    const props = base();
    render(<OrderReview {...props} />);
    for (const [part, step] of [["Personal details", "personal-details"], ["Shipping address", "shipping"], ["Payment method", "payment"]] as const) {
      fireEvent.click(screen.getByRole("button", { name: new RegExp(`^Edit ?: ${part}$`) }));
      expect(props.onEdit).toHaveBeenLastCalledWith(step);
    }
  });

  it("lists the lines with their options and quantities", () => {
    render(<OrderReview {...base()} />);
    expect(screen.getByText("Slim fit chino")).toBeInTheDocument();
    expect(screen.getByText("Color: Sand")).toBeInTheDocument();
    expect(screen.getByText("Quantity: 2")).toBeInTheDocument();
  });
});
