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
 * - **ok**: the back end answered that the item is in stock;
 * - **out_of_stock**: the back end answered not in stock, or, without a live answer, the index
 *   already says not in stock. `manage_stock: false` only means quantities are not counted (the
 *   gift card); the in-stock flag still decides, as apps/api decides salability, so a sold-out
 *   configurable parent (not managed itself) is out of stock on both sides;
 * - **volatile**: no live answer (stock sync off, offline, failed, or a reply that did not
 *   fit) and nothing says it is out of stock: the system is not sure (§8 "volatile stock").
 */
export function stockStatusOf({ live, indexed }: StockEvidence): StockStatus {
  if (live) return live.is_in_stock ? "ok" : "out_of_stock";
  if (indexed?.is_in_stock === false) return "out_of_stock";
  return "volatile";
}
