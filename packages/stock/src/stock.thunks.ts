import { createAsyncThunk } from "@reduxjs/toolkit";
import { formatIssuesInline, loggerOf, toConfigIssues, uniqueChunks } from "@shop/core";
import { isSyncTaskError } from "@shop/sync-queue";
import { z } from "zod";
import { childProductIds, childSkusToPrefetch, type PrefetchProduct } from "./rules/child-stock-prefetch";
import { askedSkuOf, type StockListChunk } from "./rules/stock-item-sku";
import { stockStatusOf, type IndexedStock, type StockStatus } from "./rules/stock-status";
import type { StockExtra } from "./stock-extra";
import { skuRequestSchema, type SalableResult, type SkuRequest, type StockItem } from "./stock.schemas";
import { stockItemsReceived, stockRequestSent, toCacheEntry, type StockRootState } from "./stock.slice";

type StockThunkConfig = { state: StockRootState; extra: StockExtra };

/** Numbers a stock request as it is sent, so a late answer to an older one cannot replace a newer answer. */
function numberRequest(dispatch: (action: ReturnType<typeof stockRequestSent>) => unknown, getState: () => StockRootState): number {
  dispatch(stockRequestSent());
  return getState().stock.requestsSent;
}

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
  async ({ sku, stock }, { dispatch, getState, extra }) => {
    if (!extra.config.stock.synchronize) return fromIndex(sku, stock);
    const requestSeq = numberRequest(dispatch, getState);
    try {
      const item = await extra.stock.api.check(sku);
      const entry = toCacheEntry(sku, item, extra.clock.now(), requestSeq);
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
 * Places a chunk's answer: each item gets the asked sku it answers for (`askedSkuOf`: its own
 * sku, else by product id, else a one-sku call's only item). Items that cannot be placed are
 * logged (warn) and kept out of the cache, never silently dropped.
 */
function placeItems(items: readonly StockItem[], chunk: StockListChunk, extra: StockExtra): { item: StockItem; sku: string | undefined }[] {
  const placed = items.map((item) => ({ item, sku: askedSkuOf(item, chunk, items.length) }));
  const unplaced = placed.filter(({ sku }) => sku === undefined).map(({ item }) => item.product_id);
  if (unplaced.length > 0) {
    loggerOf(extra, "stock").warn(`stock list answered ${unplaced.length} item(s) without a sku that match no asked sku (product_id ${unplaced.join(", ")}): not cached`);
  }
  return placed;
}

/**
 * Stock of many skus (commerce-core.md §7 `GET /api/stock/list?skus=`), in chunks of
 * `config.stock.chunkSize` (15) sent together. A failed chunk adds nothing (logged), so a
 * failure is an empty list, never a crash (§8). Answers are cached per sku; an item without a
 * sku (the spec's answer has product_id only) is placed through `productIds` (sku → product
 * id, e.g. a configurable child's id), or as the answer of a one-sku call; the answer carries
 * the placed sku. Only with stock synchronisation on (presentation-content.md §7); otherwise
 * an empty list without a call.
 */
export const listStock = createAsyncThunk<StockItem[], { skus: readonly string[]; productIds?: Readonly<Record<string, number>> }, StockThunkConfig>(
  "stock/list",
  async ({ skus, productIds }, { dispatch, getState, extra }) => {
    if (!extra.config.stock.synchronize) return [];
    const api = extra.stock.api;
    const chunks = uniqueChunks(skus, extra.config.stock.chunkSize);
    const requestSeq = numberRequest(dispatch, getState);
    const answers = await Promise.all(
      chunks.map((chunk) =>
        api.list(chunk).then(
          (items) => placeItems(items, { skus: chunk, productIds }, extra),
          (error: unknown) => {
            loggerOf(extra, "stock").error(`stock list of ${chunk.length} skus failed`, error);
            return [];
          },
        ),
      ),
    );
    const placed = answers.flat();
    const checkedAt = extra.clock.now();
    const entries = placed.flatMap(({ item, sku }) => (sku === undefined ? [] : [toCacheEntry(sku, item, checkedAt, requestSeq)]));
    if (entries.length > 0) dispatch(stockItemsReceived({ entries }));
    return placed.map(({ item, sku }) => (sku === undefined || item.sku === sku ? item : { ...item, sku }));
  },
);

/**
 * Prefetches the stock of the configurable children of the first
 * `config.stock.childPrefetchCount` (8) configurable products of a listing, skipping skus
 * already cached (commerce-core.md §9); the children's ids place answers that carry no sku.
 * Resolves to the skus asked for.
 */
export const prefetchChildStock = createAsyncThunk<string[], { products: readonly PrefetchProduct[] }, StockThunkConfig>(
  "stock/prefetchChildren",
  async ({ products }, { dispatch, getState, extra }) => {
    if (!extra.config.stock.synchronize) return [];
    const cached = getState().stock.items;
    const skus = childSkusToPrefetch(products, (sku) => sku in cached, extra.config.stock.childPrefetchCount);
    if (skus.length > 0) await dispatch(listStock({ skus, productIds: childProductIds(products) }));
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
      return await extra.stock.api.salableForRequestedQty(parsed.data, stockId ?? extra.config.stock.defaultStockId);
    } catch (error) {
      loggerOf(extra, "stock").error("salable-quantity check failed", error);
      return [];
    }
  },
);
