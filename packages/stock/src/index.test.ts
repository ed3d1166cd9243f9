import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as api from "./index";
import * as testing from "./testing/index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/stock exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "STOCK_MESSAGES",
      "STOCK_STATUSES",
      "StockInputError",
      "checkSalableQty",
      "checkStock",
      "childSkusToPrefetch",
      "chunkSkus",
      "createStockApi",
      "listStock",
      "prefetchChildStock",
      "salableErrorSchema",
      "salableQuery",
      "salableReplySchema",
      "salableResultSchema",
      "selectIsStockCached",
      "selectStockBySku",
      "selectStockItems",
      "selectStockStatus",
      "skuRequestSchema",
      "stockCacheCleared",
      "stockCheckReplySchema",
      "stockItemSchema",
      "stockItemsReceived",
      "stockListReplySchema",
      "stockPackage",
      "stockSlice",
      "stockStatusOf",
      "stockSyncNote",
    ]);
  });

  it("exports the test helpers at ./testing", () => {
    expect(Object.keys(testing).sort()).toEqual(["createStockMswBackend", "createStockTestStore", "manyStockItems", "stockFixtures"]);
  });

  // No `any` in public types (checked by the typecheck task): the test store's state was `any`.
  it("the test store is typed with the package's state", () => {
    const { store, unbind } = testing.createStockTestStore();
    expectTypeOf(store.getState()).not.toBeAny();
    expectTypeOf(store.getState().stock).toEqualTypeOf<api.StockState>();
    expect(store.getState().stock.items).toEqual({});
    unbind();
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts","src/testing/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": [
        "IndexedStock",
        "PrefetchProduct",
        "SalableResult",
        "SkuRequest",
        "StockApi",
        "StockCacheEntry",
        "StockCheckResult",
        "StockEvidence",
        "StockExtra",
        "StockItem",
        "StockPackageExtra",
        "StockRootState",
        "StockState",
        "StockStatus",
      ],
      "src/testing/index.ts": [
        "StockMswBackend",
        "StockTestState",
        "StockTestStore"
      ]
    });
  });
});
