import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CartLineItem } from "./cart-line.types";
import { CartLines } from "./CartLines";

const LINES: CartLineItem[] = ["Oxford shirt", "Chino", "Belt"].map((name, index) => ({
  id: `sku-${index}`,
  name,
  href: `/p/${index}/`,
  qty: 1,
  price: "€ 10,00",
}));

/** The owner removes/updates at once, or marks the line pending until "Server answered". */
function Cart({ initial = LINES, async = false, announce }: { initial?: CartLineItem[]; async?: boolean; announce?: boolean }) {
  const [lines, setLines] = useState(initial);
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const update = (id: string, change: (line: CartLineItem) => CartLineItem | null) =>
    setLines((current) => current.flatMap((line) => (line.id === id ? [change(line)].filter((kept): kept is CartLineItem => kept !== null) : [line])));
  const run = (id: string, change: (line: CartLineItem) => CartLineItem | null) => {
    if (!async) return update(id, change);
    update(id, (line) => ({ ...line, pending: true }));
    setWaiting(() => () => update(id, (line) => change({ ...line, pending: false })));
  };
  return (
    <>
      <CartLines
        lines={lines}
        announceQuantityUpdates={announce}
        onRemove={(id) => run(id, () => null)}
        onQuantityChange={(id, qty) => run(id, (line) => ({ ...line, qty }))}
      />
      <button type="button" onClick={() => waiting?.()}>
        Server answered
      </button>
    </>
  );
}

// jsdom joins the visually hidden ": name" with a space, browsers do not.
const rowRemove = (name: string) => screen.getByRole("button", { name: new RegExp(`^Remove ?: ${name}$`) });
const confirmGroup = (name: string) => within(screen.getByRole("group", { name }));
const answer = () => act(() => screen.getByRole("button", { name: "Server answered" }).click());
const status = () => screen.getByRole("status");

describe("CartLines removal asks first and keeps keyboard focus in the list (WCAG 2.4.3)", () => {
  it("focuses Cancel when the question opens and returns to the row's Remove on Cancel", () => {
    const onRemove = vi.fn();
    render(<CartLines lines={LINES} onRemove={onRemove} onQuantityChange={vi.fn()} />);
    fireEvent.click(rowRemove("Chino"));
    const cancel = confirmGroup("Chino").getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveFocus();
    expect(cancel).toHaveAccessibleDescription("Are you sure you want to remove this product from your cart?");
    fireEvent.click(cancel);
    expect(rowRemove("Chino")).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it("moves focus to the next line's Remove after a removal, to the previous one from the last line", () => {
    render(<Cart />);
    fireEvent.click(rowRemove("Oxford shirt"));
    fireEvent.click(confirmGroup("Oxford shirt").getByRole("button", { name: "Remove" }));
    expect(rowRemove("Chino")).toHaveFocus();
    fireEvent.click(rowRemove("Belt"));
    fireEvent.click(confirmGroup("Belt").getByRole("button", { name: "Remove" }));
    expect(rowRemove("Chino")).toHaveFocus();
  });

  it("keeps focus on a line being removed asynchronously (aria-busy, Remove refuses), then moves on", () => {
    render(<Cart async />);
    fireEvent.click(rowRemove("Oxford shirt"));
    fireEvent.click(confirmGroup("Oxford shirt").getByRole("button", { name: "Remove" }));
    expect(rowRemove("Oxford shirt")).toHaveFocus();
    expect(rowRemove("Oxford shirt")).toHaveAttribute("aria-disabled", "true");
    expect(rowRemove("Oxford shirt").closest("li")).toHaveAttribute("aria-busy", "true");
    fireEvent.click(rowRemove("Oxford shirt"));
    expect(screen.queryByRole("group")).toBeNull();
    answer();
    expect(rowRemove("Chino")).toHaveFocus();
  });
});

describe("CartLines quantities", () => {
  it("hands the line's id and the committed quantity to onQuantityChange", () => {
    const onQuantityChange = vi.fn();
    render(<CartLines lines={LINES} onRemove={vi.fn()} onQuantityChange={onQuantityChange} />);
    fireEvent.click(screen.getByRole("button", { name: /^Increase quantity ?: Chino$/ }));
    expect(onQuantityChange).toHaveBeenCalledWith("sku-1", 2);
  });

  it("announces commerce-core.md §8 'Product quantity has been updated!' when the asked quantity arrives, each time", () => {
    render(<Cart async />);
    expect(status()).toHaveTextContent("");
    fireEvent.click(screen.getByRole("button", { name: /^Increase quantity ?: Belt$/ }));
    expect(status()).toHaveTextContent("");
    answer();
    expect(status().textContent?.trim()).toBe("Product quantity has been updated!");
    const first = status().textContent;
    fireEvent.click(screen.getByRole("button", { name: /^Increase quantity ?: Belt$/ }));
    answer();
    // A changed text, so a screen reader reads it again.
    expect(status().textContent).not.toBe(first);
    expect(status().textContent?.trim()).toBe("Product quantity has been updated!");
  });

  it("announces nothing when the app's toast says it (announceQuantityUpdates false)", () => {
    const { unmount } = render(<Cart announce={false} />);
    fireEvent.click(screen.getByRole("button", { name: /^Increase quantity ?: Belt$/ }));
    expect(status()).toHaveTextContent("");
    unmount();
  });
});

describe("CartLines messages and stock (commerce-core.md §3 cart item errors, info, is_in_stock)", () => {
  const lines: CartLineItem[] = [
    { ...LINES[0]!, errors: { stock: "Out of the stock!" }, inStock: false },
    { ...LINES[1]!, info: { stock: "In stock!" }, options: [{ label: "Color", value: "Sand" }, { label: "Size", value: "32/34" }] },
  ];

  it("shows errors and info, tied to the line's quantity field, and dims an out-of-stock line with only Remove left", () => {
    render(<CartLines lines={lines} onRemove={vi.fn()} onQuantityChange={vi.fn()} />);
    const shirt = screen.getByRole("textbox", { name: /^Quantity ?: Oxford shirt$/ });
    expect(shirt).toHaveAccessibleDescription("Out of the stock!");
    expect(shirt).toHaveAttribute("readonly");
    expect(shirt.closest("li")).toHaveClass("shop-cart-line--unavailable");
    expect(rowRemove("Oxford shirt")).not.toHaveAttribute("aria-disabled");
    expect(screen.getByText("In stock!").closest("p")).toHaveClass("shop-cart-line__message--info");
  });

  it("lists the options as Color and Size rows", () => {
    render(<CartLines lines={lines} onRemove={vi.fn()} onQuantityChange={vi.fn()} />);
    const chino = within(screen.getByRole("link", { name: "Chino" }).closest("li")!);
    expect(chino.getAllByRole("term").map((term) => term.textContent)).toEqual(["Color", "Size"]);
    expect(chino.getAllByRole("definition").map((value) => value.textContent)).toEqual(["Sand", "32/34"]);
  });
});
