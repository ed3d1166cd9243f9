import { describe, expect, it } from "vitest";
import { lineBlocksCheckout, lineMessages } from "./line-messages";

describe("cart line messages (commerce-core.md §3 cart item errors and info)", () => {
  it("lists errors before info, each in its map's order, with keys and values", () => {
    expect(
      lineMessages({
        info: { stock: "In stock!" },
        errors: { qty: { key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 2 } }, stock: "Out of the stock!" },
      }),
    ).toEqual([
      { source: "qty", tone: "error", key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 2 } },
      { source: "stock", tone: "error", key: "Out of the stock!" },
      { source: "stock", tone: "info", key: "In stock!" },
    ]);
  });

  it("skips empty texts and missing maps", () => {
    expect(lineMessages({ errors: { stock: " " } })).toEqual([]);
    expect(lineMessages({})).toEqual([]);
  });

  it("blocks checkout for a line out of stock or with an error, not for info", () => {
    expect(lineBlocksCheckout({ inStock: false })).toBe(true);
    expect(lineBlocksCheckout({ errors: { stock: "Out of the stock!" } })).toBe(true);
    expect(lineBlocksCheckout({ inStock: true })).toBe(false);
  });
});
