import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MiniCart, type MiniCartItem } from "./MiniCart";

const ITEMS: MiniCartItem[] = ["Oxford shirt", "Chino", "Belt"].map((name, index) => ({
  id: `sku-${index}`,
  name,
  href: `/p/${index}/`,
  qty: 1,
  price: "€ 10,00",
}));

/** The owner removes the line at once (sync) or when `pending` is released (a server round trip). */
function Cart({ initial = ITEMS, async = false }: { initial?: MiniCartItem[]; async?: boolean }) {
  const [items, setItems] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const drop = (id: string) => setItems((current) => current.filter((item) => item.id !== id));
  return (
    <>
      <MiniCart open items={items} subtotal="€ 30,00" checkoutHref="/checkout/" onClose={vi.fn()} onRemove={(id) => (async ? setPending(id) : drop(id))} />
      <button type="button" onClick={() => pending && drop(pending)}>
        Server answered
      </button>
    </>
  );
}

const dialog = () => within(screen.getByRole("dialog"));
// jsdom joins the visually hidden ": name" with a space, browsers do not.
const rowRemove = (name: string) => dialog().getByRole("button", { name: new RegExp(`^Remove ?: ${name}$`) });
const confirmGroup = (name: string) => within(dialog().getByRole("group", { name }));

describe("MiniCart removal keeps keyboard focus in the dialog (WCAG 2.4.3)", () => {
  it("focuses Cancel when the question opens, which reads the question, and returns to the row's Remove on Cancel", () => {
    render(<Cart />);
    fireEvent.click(rowRemove("Chino"));
    const cancel = confirmGroup("Chino").getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveFocus();
    expect(cancel).toHaveAccessibleDescription("Are you sure you want to remove this product from your cart?");
    fireEvent.click(cancel);
    expect(rowRemove("Chino")).toHaveFocus();
  });

  it("moves focus to the next row's Remove after a removal, to the previous one from the last row, then to the empty message", () => {
    render(<Cart />);
    fireEvent.click(rowRemove("Oxford shirt"));
    fireEvent.click(confirmGroup("Oxford shirt").getByRole("button", { name: "Remove" }));
    expect(rowRemove("Chino")).toHaveFocus();

    fireEvent.click(rowRemove("Belt"));
    fireEvent.click(confirmGroup("Belt").getByRole("button", { name: "Remove" }));
    expect(rowRemove("Chino")).toHaveFocus();

    fireEvent.click(rowRemove("Chino"));
    fireEvent.click(confirmGroup("Chino").getByRole("button", { name: "Remove" }));
    expect(dialog().getByText("Your shopping cart is empty")).toHaveFocus();
  });

  it("keeps focus on the row while the owner removes it asynchronously, then moves on", () => {
    render(<Cart async />);
    fireEvent.click(rowRemove("Oxford shirt"));
    fireEvent.click(confirmGroup("Oxford shirt").getByRole("button", { name: "Remove" }));
    expect(rowRemove("Oxford shirt")).toHaveFocus();
    // The server's answer arrives by script: focus is still on the row when it goes.
    act(() => screen.getByRole("button", { name: "Server answered" }).click());
    expect(rowRemove("Chino")).toHaveFocus();
  });

  it("leaves focus the shopper moved elsewhere while the removal was pending", () => {
    render(<Cart async />);
    fireEvent.click(rowRemove("Oxford shirt"));
    fireEvent.click(confirmGroup("Oxford shirt").getByRole("button", { name: "Remove" }));
    const checkout = dialog().getByRole("link", { name: "Go to checkout" });
    checkout.focus();
    act(() => screen.getByRole("button", { name: "Server answered" }).click());
    expect(checkout).toHaveFocus();
  });
});

describe("MiniCart quantity stepper", () => {
  it("shows the quantity as text without onQuantityChange", () => {
    render(<MiniCart open items={ITEMS} subtotal="€ 30,00" checkoutHref="/checkout/" onClose={vi.fn()} onRemove={vi.fn()} />);
    expect(dialog().queryByRole("button", { name: /^Increase quantity/ })).toBeNull();
    expect(dialog().getAllByText("Quantity")).toHaveLength(3);
  });

  it("reports a committed quantity per line, and a pending line refuses input", () => {
    const onQuantityChange = vi.fn();
    const items = ITEMS.map((item, index) => (index === 1 ? { ...item, pending: true } : item));
    render(<MiniCart open items={items} subtotal="€ 30,00" checkoutHref="/checkout/" onClose={vi.fn()} onRemove={vi.fn()} onQuantityChange={onQuantityChange} />);
    fireEvent.click(dialog().getByRole("button", { name: /^Increase quantity ?: Oxford shirt$/ }));
    expect(onQuantityChange).toHaveBeenCalledWith("sku-0", 2);
    const chinoIncrease = dialog().getByRole("button", { name: /^Increase quantity ?: Chino$/ });
    expect(chinoIncrease).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(chinoIncrease);
    expect(onQuantityChange).toHaveBeenCalledTimes(1);
  });

  it("stops + at the line's maxQuantity", () => {
    const items = ITEMS.map((item) => ({ ...item, maxQuantity: 1 }));
    render(<MiniCart open items={items} subtotal="€ 30,00" checkoutHref="/checkout/" onClose={vi.fn()} onRemove={vi.fn()} onQuantityChange={vi.fn()} />);
    expect(dialog().getByRole("button", { name: /^Increase quantity ?: Belt$/ })).toHaveAttribute("aria-disabled", "true");
  });
});
