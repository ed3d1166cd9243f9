import type { SyncExtra } from "@shop/sync-queue";

/**
 * Thunk `extra` of @shop/stock: the sync client's (`SyncExtra`). Failures this package
 * swallows (a failed list is an empty list, never a crash) go to `extra.logger` (@shop/core's
 * `Logger`), else the console under "[stock]".
 */
export type StockExtra = SyncExtra;
