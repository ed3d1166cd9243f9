import type { SyncExtra } from "@shop/sync-queue";
import type { StockApi } from "./stock.api";

/** What @shop/stock adds to `extra` (under `extra.stock`), built once per store by `stockPackage`. */
export interface StockPackageExtra {
  api: StockApi;
}

/**
 * Thunk `extra` of @shop/stock: the sync client's (`SyncExtra`) plus `extra.stock`. Failures
 * this package swallows (a failed list is an empty list, never a crash) go to `extra.logger`
 * (@shop/core's `Logger`), else the console under "[stock]".
 */
export type StockExtra = SyncExtra & { stock: StockPackageExtra };
