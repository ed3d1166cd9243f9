import type { SyncClient } from "@shop/sync-queue";
import { salableQuery } from "./rules/salable-query";
import {
  salableReplySchema,
  stockCheckReplySchema,
  stockListReplySchema,
  type SalableResult,
  type SkuRequest,
  type StockItem,
} from "./stock.schemas";

/**
 * The stock calls of commerce-core.md §7 over the sync client (never `fetch`). Every reply is
 * checked against its schema; failures reject with `SyncTaskError`. Calls are silent: stock
 * failures degrade (volatile, empty list) instead of showing the server's message.
 */
export function createStockApi(api: SyncClient) {
  return {
    /** GET /api/stock/check?sku= */
    check(sku: string): Promise<StockItem> {
      return api.get("/api/stock/check", { schema: stockCheckReplySchema, query: { sku }, silent: true });
    },
    /** GET /api/stock/list?skus=a,b — one chunk; unknown skus are absent from the answer. */
    list(skus: readonly string[]): Promise<StockItem[]> {
      return api.get("/api/stock/list", { schema: stockListReplySchema, query: { skus: skus.join(",") }, silent: true });
    },
    /** GET /api/inventory/are-product-salable-for-requested-qty/?stockId=&skuRequests[i][sku]=&skuRequests[i][qty]= */
    salableForRequestedQty(requests: readonly SkuRequest[], stockId: number): Promise<SalableResult[]> {
      return api.get("/api/inventory/are-product-salable-for-requested-qty/", {
        schema: salableReplySchema,
        query: salableQuery(requests, stockId),
        silent: true,
      });
    },
  };
}

export type StockApi = ReturnType<typeof createStockApi>;
