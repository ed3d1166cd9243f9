import type { StockRootState, StockCacheEntry } from "./stock.slice";
import type { StockStatus } from "./rules/stock-status";

export const selectStockItems = (state: StockRootState): Record<string, StockCacheEntry> => state.stock.items;

export const selectStockBySku = (state: StockRootState, sku: string): StockCacheEntry | undefined => state.stock.items[sku];

/** The cached status of a sku; volatile while the back end has not answered for it. */
export const selectStockStatus = (state: StockRootState, sku: string): StockStatus => state.stock.items[sku]?.status ?? "volatile";

/** True when the back end answered for this sku (the prefetch skips it). */
export const selectIsStockCached = (state: StockRootState, sku: string): boolean => sku in state.stock.items;
