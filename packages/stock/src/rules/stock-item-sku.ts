import type { StockItem } from "../stock.schemas";

/** What is known of one stock-list call: the skus it asked and the product ids the caller knows for them. */
export interface StockListChunk {
  skus: readonly string[];
  /** Product id by sku, from the caller (e.g. a configurable child's `id`); may be partial. */
  productIds?: Readonly<Record<string, number>> | undefined;
}

/**
 * The asked sku a stock-list item answers for. commerce-core.md §7 gives the answer as
 * "result items with is_in_stock, qty, product_id": a back end may send no sku. In order:
 * the item's own `sku`; the asked sku whose known product id is the item's `product_id`;
 * the only sku of a one-sku call that got one item, when the caller knows no product id for
 * that sku (a known id that differs says the item is another product's). Otherwise
 * undefined: the item cannot be placed (the thunk logs it and does not cache it). Answer
 * order is not used: unknown skus are absent from the answer, so positions do not line up.
 */
export function askedSkuOf(item: Pick<StockItem, "sku" | "product_id">, chunk: StockListChunk, itemCount: number): string | undefined {
  if (item.sku) return item.sku;
  const byId = chunk.skus.find((sku) => chunk.productIds?.[sku] === item.product_id);
  if (byId !== undefined) return byId;
  const [only] = chunk.skus;
  if (only === undefined || chunk.skus.length !== 1 || itemCount !== 1) return undefined;
  return chunk.productIds?.[only] === undefined ? only : undefined;
}
