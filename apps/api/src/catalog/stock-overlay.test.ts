import { describe, expect, it } from "vitest";
import { stockShortfall } from "./stock-overlay";

describe("stockShortfall (commerce-core.md §4 stock status; §7 salable for requested qty)", () => {
  it.each([
    ["not managed: the quantity is not counted", { manage_stock: false, is_in_stock: true, qty: 0 }, 5, null],
    ["not managed but flagged out of stock (a sold-out configurable)", { manage_stock: false, is_in_stock: false, qty: 0 }, 1, "out"],
    ["in stock, enough", { manage_stock: true, is_in_stock: true, qty: 5 }, 5, null],
    ["in stock, fewer than asked", { manage_stock: true, is_in_stock: true, qty: 4 }, 5, "qty"],
    ["flagged out of stock", { manage_stock: true, is_in_stock: false, qty: 10 }, 1, "out"],
    ["nothing left", { manage_stock: true, is_in_stock: true, qty: 0 }, 1, "out"],
  ] as const)("%s", (_case, row, need, expected) => {
    expect(stockShortfall(row, need)).toBe(expected);
  });
});
