import type { SyncExtra } from "@shop/sync-queue";

/**
 * Thunk `extra` of @shop/stock: the sync client from `SyncExtra`, plus an optional logger for
 * the failures this package swallows (a failed list is an empty list, never a crash).
 * Default: `console.error`.
 */
export interface StockExtra extends SyncExtra {
  logError?: (message: string, error: unknown) => void;
}

export function logStockError(extra: StockExtra, message: string, error: unknown): void {
  if (extra.logError) extra.logError(message, error);
  else console.error(`[stock] ${message}:`, error instanceof Error ? error.message : error);
}
