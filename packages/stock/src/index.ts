export {
  salableErrorSchema,
  salableReplySchema,
  salableResultSchema,
  skuRequestSchema,
  stockCheckReplySchema,
  stockItemSchema,
  stockListReplySchema,
  type SalableResult,
  type SkuRequest,
  type StockItem,
} from "./stock.schemas";

export { STOCK_STATUSES, stockStatusOf, type IndexedStock, type StockEvidence, type StockStatus } from "./rules/stock-status";
export { chunkSkus } from "./rules/chunk-skus";
export { childSkusToPrefetch, type PrefetchProduct } from "./rules/child-stock-prefetch";
export { salableQuery } from "./rules/salable-query";
export { STOCK_MESSAGES, stockSyncNote } from "./rules/stock-sync-note";

export { createStockApi, type StockApi } from "./stock.api";
export { stockSlice, stockItemsReceived, stockCacheCleared, type StockCacheEntry, type StockRootState, type StockState } from "./stock.slice";
export { selectIsStockCached, selectStockBySku, selectStockItems, selectStockStatus } from "./stock.selectors";
export {
  checkSalableQty,
  checkStock,
  listStock,
  prefetchChildStock,
  StockInputError,
  type StockCheckResult,
} from "./stock.thunks";
export type { StockExtra, StockPackageExtra } from "./stock-extra";
export { stockPackage } from "./stock.package";
