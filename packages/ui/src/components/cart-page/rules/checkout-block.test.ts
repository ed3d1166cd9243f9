import { describe, expect, it } from "vitest";
import type { CartLineItem } from "../../cart-lines/cart-line.types";
import { checkoutBlock } from "./checkout-block";

describe("checkout button of the cart page (commerce-core.md §4 stock sync)", () => {
  it.each<[string, Pick<CartLineItem, "errors" | "info" | "inStock">[], boolean, string | null]>([
    ["a clean cart", [{}], false, null],
    ["the stock check running", [{}], true, "stock-check"],
    ["the stock check before a line's error", [{ errors: { stock: "Out of the stock!" } }], true, "stock-check"],
    ["a line with an error", [{}, { errors: { stock: "Out of the stock!" } }], false, "line-errors"],
    ["a line out of stock without a message", [{ inStock: false }], false, "line-errors"],
    ["info only ('In stock!')", [{ info: { stock: "In stock!" } }], false, null],
    ["an error map left empty", [{ errors: { stock: "" } }], false, null],
    ["no lines", [], false, null],
  ])("%s", (_case, lines, checking, expected) => {
    expect(checkoutBlock(lines, checking)).toBe(expected);
  });
});
