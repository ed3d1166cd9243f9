import { describe, expect, it } from "vitest";
import { askedSkuOf, type StockListChunk } from "./stock-item-sku";

const item = (productId: number, sku?: string) => ({ product_id: productId, ...(sku !== undefined && { sku }) });

describe("the sku a stock-list item answers for (commerce-core.md §7 Stock: result items with is_in_stock, qty, product_id)", () => {
  it.each<[string, ReturnType<typeof item>, StockListChunk, number, string | undefined]>([
    ["the item's own sku", item(1, "A"), { skus: ["A", "B"] }, 2, "A"],
    ["its own sku wins over the product ids", item(2, "A"), { skus: ["A", "B"], productIds: { A: 1, B: 2 } }, 2, "A"],
    ["no sku: the asked sku with that product id", item(2), { skus: ["A", "B"], productIds: { A: 1, B: 2 } }, 2, "B"],
    ["no sku: a product id known only for another sku is no match", item(3), { skus: ["A", "B"], productIds: { A: 1 } }, 1, undefined],
    ["no sku, no product ids, one sku asked and one item: that sku", item(7), { skus: ["A"] }, 1, "A"],
    ["no sku, one sku asked with another known product id: another product's stock, cannot be placed", item(2), { skus: ["A"], productIds: { A: 1 } }, 1, undefined],
    ["no sku, one sku asked, product ids known only for other skus: that sku", item(7), { skus: ["A"], productIds: { B: 2 } }, 1, "A"],
    ["no sku, no product ids, two skus asked: cannot be placed", item(7), { skus: ["A", "B"] }, 1, undefined],
    ["no sku, one sku asked but two items: cannot be placed", item(7), { skus: ["A"] }, 2, undefined],
  ])("%s", (_case, stockItem, chunk, itemCount, sku) => {
    expect(askedSkuOf(stockItem, chunk, itemCount)).toBe(sku);
  });
});
