import { createAsyncThunk } from "@reduxjs/toolkit";
import { formatIssuesInline, loggerOf, toConfigIssues, uniqueChunks } from "@shop/core";
import { isSyncTaskError } from "@shop/sync-queue";
import { z } from "zod";
import { childSkusToPrefetch, type PrefetchProduct } from "./rules/child-stock-prefetch";
import { stockStatusOf, type IndexedStock, type StockStatus } from "./rules/stock-status";
import { createStockApi } from "./stock.api";
import type { StockExtra } from "./stock-extra";
import { skuRequestSchema, type SalableResult, type SkuRequest, type StockItem } from "./stock.schemas";
import { stockItemsReceived, toCacheEntry, type StockRootState } from "./stock.slice";

type StockThunkConfig = { state: StockRootState; extra: StockExtra };

/** Thrown for thunk input that cannot be sent (e.g. a quantity of 0); nothing is called. */
export class StockInputError extends Error {
  constructor(details: string) {
    super(`Invalid stock request: ${details}`);
    this.name = "StockInputError";
  }
}

export interface StockCheckResult {
  sku: string;
  status: StockStatus;
  /** The quantity the answer gave; null when nothing is known. */
  qty: number | null;
  isManageStock: boolean | null;
  /** server: the back end answered; index: the product's indexed stock; none: nothing known. */
  source: "server" | "index" | "none";
}

function fromIndex(sku: string, stock: IndexedStock | null | undefined): StockCheckResult {
  return {
    sku,
    status: stockStatusOf({ live: null, indexed: stock ?? null }),
    qty: stock?.qty ?? null,
    isManageStock: stock?.manage_stock ?? null,
    source: stock ? "index" : "none",
  };
}

/**
 * Checks one sku's stock (commerce-core.md §7 `GET /api/stock/check?sku=`, §4 Stock status).
 * With `config.stock.synchronize` off, or when the check cannot be made (offline, failed,
 * reply out of shape), the status comes from the product's indexed `stock` (volatile unless
 * it says out of stock). An unknown sku (404) is out of stock. Never rejects for the network.
 */
export const checkStock = createAsyncThunk<StockCheckResult, { sku: string; stock?: IndexedStock | null }, StockThunkConfig>(
  "stock/check",
  async ({ sku, stock }, { dispatch, extra }) => {
    if (!extra.config.stock.synchronize) return fromIndex(sku, stock);
    try {
      const item = await createStockApi(extra.api).check(sku);
      const entry = toCacheEntry(sku, item, extra.clock.now());
      dispatch(stockItemsReceived({ entries: [entry] }));
      return { sku, status: entry.status, qty: entry.qty, isManageStock: entry.manageStock, source: "server" };
    } catch (error) {
      if (isSyncTaskError(error, "server") && error.code === 404) {
        return { sku, status: "out_of_stock", qty: 0, isManageStock: null, source: "server" };
      }
      if (!isSyncTaskError(error, "offline")) loggerOf(extra, "stock").error(`stock check of ${sku} failed`, error);
      return fromIndex(sku, stock);
    }
  },
);

/**
 * Stock of many skus (commerce-core.md §7 `GET /api/stock/list?skus=`), in chunks of
 * `config.stock.chunkSize` (15) sent together. A failed chunk adds nothing (logged), so a
 * failure is an empty list, never a crash (§8). Answers are cached per sku. Only with stock
 * synchronisation on (presentation-content.md §7); otherwise an empty list without a call.
 */
export const listStock = createAsyncThunk<StockItem[], { skus: readonly string[] }, StockThunkConfig>(
  "stock/list",
  async ({ skus }, { dispatch, extra }) => {
    if (!extra.config.stock.synchronize) return [];
    const api = createStockApi(extra.api);
    const chunks = uniqueChunks(skus, extra.config.stock.chunkSize);
    const answers = await Promise.all(
      chunks.map((chunk) =>
        api.list(chunk).catch((error: unknown) => {
          loggerOf(extra, "stock").error(`stock list of ${chunk.length} skus failed`, error);
          return [] as StockItem[];
        }),
      ),
    );
    const items = answers.flat();
    const checkedAt = extra.clock.now();
    const entries = items.flatMap((item) => (item.sku ? [toCacheEntry(item.sku, item, checkedAt)] : []));
    if (entries.length > 0) dispatch(stockItemsReceived({ entries }));
    return items;
  },
);

/**
 * Prefetches the stock of the configurable children of the first
 * `config.stock.childPrefetchCount` (8) configurable products of a listing, skipping skus
 * already cached (commerce-core.md §9). Resolves to the skus asked for.
 */
export const prefetchChildStock = createAsyncThunk<string[], { products: readonly PrefetchProduct[] }, StockThunkConfig>(
  "stock/prefetchChildren",
  async ({ products }, { dispatch, getState, extra }) => {
    if (!extra.config.stock.synchronize) return [];
    const cached = getState().stock.items;
    const skus = childSkusToPrefetch(products, (sku) => sku in cached, extra.config.stock.childPrefetchCount);
    if (skus.length > 0) await dispatch(listStock({ skus }));
    return skus;
  },
);

const salableInputSchema = z.array(skuRequestSchema);

/**
 * Whether each cart line's quantity is salable (commerce-core.md §7
 * `are-product-salable-for-requested-qty`, stock id `config.stock.defaultStockId` (1) unless
 * given). The result list on result code 200, otherwise an empty list (logged).
 */
export const checkSalableQty = createAsyncThunk<SalableResult[], { requests: readonly SkuRequest[]; stockId?: number }, StockThunkConfig>(
  "stock/salableForRequestedQty",
  async ({ requests, stockId }, { extra }) => {
    const parsed = salableInputSchema.safeParse(requests);
    if (!parsed.success) {
      throw new StockInputError(formatIssuesInline(toConfigIssues(parsed.error.issues)));
    }
    if (stockId !== undefined && !(Number.isInteger(stockId) && stockId > 0)) throw new StockInputError(`stockId must be a positive integer, received ${stockId}`);
    if (parsed.data.length === 0) return [];
    try {
      return await createStockApi(extra.api).salableForRequestedQty(parsed.data, stockId ?? extra.config.stock.defaultStockId);
    } catch (error) {
      loggerOf(extra, "stock").error("salable-quantity check failed", error);
      return [];
    }
  },
);
