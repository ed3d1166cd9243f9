import { MAX_CART_ITEM_QTY } from "@shop/cart";
import { describe, expect, it } from "vitest";
import { lineMaximum } from "./line-maximum";

describe("the most one line may hold (MAX_CART_ITEM_QTY, max_sale_qty per stock item)", () => {
  const maxSaleQty: Record<string, number> = { TIE: 3, SOCKS: 5, MANY: 50_000 };
  it.each([
    ["a simple product", [{ sku: "TIE", qtyPerUnit: 1 }], 3],
    ["a bundle's part counted in pieces: 5 socks at 2 per bundle", [{ sku: "SOCKS", qtyPerUnit: 2 }], 2],
    ["the lowest of a bundle's parts", [{ sku: "TIE", qtyPerUnit: 1 }, { sku: "SOCKS", qtyPerUnit: 1 }], 3],
    ["a max_sale_qty above the line maximum", [{ sku: "MANY", qtyPerUnit: 1 }], MAX_CART_ITEM_QTY],
    ["a sku without a stock row", [{ sku: "NONE", qtyPerUnit: 1 }], MAX_CART_ITEM_QTY],
  ])("%s", (_case, stockSkus, most) => {
    expect(lineMaximum(stockSkus, (sku) => maxSaleQty[sku])).toBe(most);
  });
});
