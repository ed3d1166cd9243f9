/** The cart's stock-sync messages (commerce-core.md §8 "stock sync"): i18n keys in the spec's wording. */
export const STOCK_MESSAGES = {
  inStock: "In stock!",
  outOfStock: "Out of the stock!",
} as const;

/**
 * What the cart's stock sync puts on a line (commerce-core.md §4 Cart sync "Stock sync: in
 * stock marks the item; out of stock marks an error"): an `info.stock` note when the item
 * is in stock, an `errors.stock` message when it is not. The cart shows them; this package
 * does not.
 */
export function stockSyncNote(isInStock: boolean): { info: { stock: string } } | { errors: { stock: string } } {
  return isInStock ? { info: { stock: STOCK_MESSAGES.inStock } } : { errors: { stock: STOCK_MESSAGES.outOfStock } };
}
