import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckoutFailed } from "./CheckoutFailed";
import { CheckoutReturn } from "./CheckoutReturn";

describe("CheckoutReturn (/checkout-return)", () => {
  it("says it checks the payment, then thanks with the order number", () => {
    const { rerender } = render(<CheckoutReturn status="checking" orderNumber="000000042" continueHref="/" />);
    expect(screen.getByRole("status")).toHaveTextContent("We are checking your payment…");
    expect(screen.queryByText("000000042")).toBeNull();
    rerender(<CheckoutReturn status="paid" orderNumber="000000042" continueHref="/" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Thank you for your order!");
    expect(screen.getByText("000000042")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
  });
});

describe("CheckoutFailed (/checkout-failed)", () => {
  it("tries again once per press, not while retrying, and links to payment and cart", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<CheckoutFailed onRetry={onRetry} paymentHref="/checkout/" cartHref="/winkelwagen/" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Payment failed");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<CheckoutFailed onRetry={onRetry} retrying paymentHref="/checkout/" cartHref="/winkelwagen/" />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Choose another payment method" })).toHaveAttribute("href", "/checkout/");
    expect(screen.getByRole("link", { name: "Back to shopping cart" })).toHaveAttribute("href", "/winkelwagen/");
  });
});
