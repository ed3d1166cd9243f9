import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { cartLines, cartSegments } from "../../fixtures/cart";
import type { CartLineItem } from "../cart-lines/cart-line.types";
import { CartPage, type CartPageProps } from "./CartPage";

const base: Omit<CartPageProps, "lines" | "onRemove"> = {
  onQuantityChange: vi.fn(),
  segments: cartSegments(),
  checkoutHref: "/checkout/",
  continueShoppingHref: "/",
};

function Page({ initial }: { initial: CartLineItem[] }) {
  const [lines, setLines] = useState(initial);
  return <CartPage {...base} lines={lines} onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))} />;
}

const checkout = () => screen.getByRole("link", { name: "Go to checkout" });

describe("CartPage", () => {
  it("moves focus that fell with the last removed line to the empty cart's message", () => {
    const [first] = cartLines();
    render(<Page initial={[first!]} />);
    fireEvent.click(screen.getByRole("button", { name: /^Remove ?: Oxford shirt$/ }));
    fireEvent.click(within(screen.getByRole("group", { name: "Oxford shirt" })).getByRole("button", { name: "Remove" }));
    expect(screen.getByText("Your shopping cart is empty")).toHaveFocus();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Go to checkout" })).toBeNull();
  });

  it("lets the checkout link go when nothing holds it back", () => {
    render(<CartPage {...base} lines={cartLines()} onRemove={vi.fn()} />);
    expect(checkout()).toHaveAttribute("href", "/checkout/");
    expect(checkout()).not.toHaveAttribute("aria-disabled");
    expect(fireEvent.click(checkout())).toBe(true);
  });

  it("holds checkout back while the stock check runs, described by 'Stock check in progress…'", () => {
    render(<CartPage {...base} lines={cartLines()} onRemove={vi.fn()} stockCheckInProgress />);
    expect(checkout()).toHaveAttribute("aria-disabled", "true");
    expect(checkout()).toHaveAccessibleDescription("Stock check in progress, please wait while available stock quantities are checked");
    // The click's default (the navigation) is prevented.
    expect(fireEvent.click(checkout())).toBe(false);
  });

  it("holds checkout back while a line is out of stock, and says what to do", () => {
    const lines = cartLines().map((line, index) => (index === 0 ? { ...line, inStock: false, errors: { stock: "Out of the stock!" } } : line));
    render(<CartPage {...base} lines={lines} onRemove={vi.fn()} />);
    expect(checkout()).toHaveAccessibleDescription("Change or remove the marked products to continue to checkout");
    expect(fireEvent.click(checkout())).toBe(false);
  });

  it("shows the coupon form and the estimate only when given (coupons need login)", () => {
    const { rerender } = render(<CartPage {...base} lines={cartLines()} onRemove={vi.fn()} />);
    expect(screen.queryByRole("textbox", { name: "Discount code" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Estimated shipping costs" })).toBeNull();
    rerender(
      <CartPage
        {...base}
        lines={cartLines()}
        onRemove={vi.fn()}
        coupon={{ appliedCode: null, onApply: vi.fn(), onRemove: vi.fn() }}
        shippingEstimate={{ countries: [{ value: "NL", label: "Netherlands" }], countryId: null, methods: [], onCountryChange: vi.fn() }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Discount code" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Estimated shipping costs" })).toBeInTheDocument();
  });
});
