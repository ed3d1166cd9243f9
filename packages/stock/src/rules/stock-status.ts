import type { StockItem } from "../stock.schemas";

/** commerce-core.md §4 "Stock status: ok, volatile, out_of_stock". */
export const STOCK_STATUSES = ["ok", "volatile", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The stock a product document carries from the catalogue index (may be stale). */
export interface IndexedStock {
  is_in_stock?: boolean | null;
  manage_stock?: boolean | null;
  qty?: number | null;
}

export interface StockEvidence {
  /** The back end's live answer (`/api/stock/check` or `/list`), or null when there is none. */
  live: Pick<StockItem, "is_in_stock" | "manage_stock"> | null;
  /** The product's indexed stock, used only when there is no live answer. */
  indexed?: IndexedStock | null;
}

/**
 * The stock status rule (commerce-core.md §4 "Stock status"):
 * - **ok**: the back end answered, and the item is in stock or its stock is not managed
 *   (`manage_stock: false` never runs out);
 * - **out_of_stock**: the back end answered not in stock for a managed item, or, without a
 *   live answer, the index already says not in stock for a managed item;
 * - **volatile**: no live answer (stock sync off, offline, failed, or a reply that did not
 *   fit) and nothing says it is out of stock: the system is not sure (§8 "volatile stock").
 */
export function stockStatusOf({ live, indexed }: StockEvidence): StockStatus {
  if (live) return live.manage_stock === false || live.is_in_stock ? "ok" : "out_of_stock";
  if (indexed && indexed.is_in_stock === false && indexed.manage_stock !== false) return "out_of_stock";
  return "volatile";
}
