import { MAX_CART_ITEM_QTY } from "@shop/cart";

/**
 * The most one line may hold: MAX_CART_ITEM_QTY and each stock item's max_sale_qty, a bundle's
 * part counted in pieces (line qty × its qty per bundle). A sku without a stock row adds no limit.
 */
export function lineMaximum(stockSkus: readonly { sku: string; qtyPerUnit: number }[], maxSaleQtyOf: (sku: string) => number | undefined): number {
  return Math.min(MAX_CART_ITEM_QTY, ...stockSkus.map((entry) => Math.floor((maxSaleQtyOf(entry.sku) ?? MAX_CART_ITEM_QTY) / entry.qtyPerUnit)));
}
