import type { Product } from "@shop/catalog-pricing";
import {
  checkSalableQty,
  checkStock,
  listStock,
  prefetchChildStock,
  selectIsStockCached,
  selectStockStatus,
  StockInputError,
} from "@shop/stock";
import { createStockTestStore } from "@shop/stock/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogFor } from "./support/catalog";
import { closedPortUrl } from "./support/closed-port";
import { startShop, type RunningShop } from "./support/start-shop";

// commerce-core.md §7 Stock, §4 Stock status, §9 chunk 15 / child prefetch 8: @shop/stock against apps/api's seed.
describe("@shop/stock against apps/api", () => {
  let shop: RunningShop;
  let configurables: Product[];
  beforeAll(async () => {
    shop = await startShop();
    const { extra, context } = catalogFor(shop.url);
    configurables = (await extra.catalog.api.search("product", { filter: { type_id: "configurable" }, sort: "sku:asc", size: 40 }, context())).items;
  });
  afterAll(() => shop.close());
  afterEach(() => vi.restoreAllMocks());

  const setup = () => createStockTestStore({ config: { api: { url: shop.url } } });
  const childSkus = (sku: string) => configurables.find((product) => product.sku === sku)?.configurable_children?.map((child) => child.sku) ?? [];
  const stockCalls = (spy: { mock: { calls: unknown[][] } }, path: string) =>
    spy.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === path);

  it("check: in stock is ok, a sold-out child out_of_stock, the unmanaged gift card ok, an unknown sku out_of_stock", async () => {
    const { store } = setup();
    const soldOut = childSkus("JA-SUE-BRN");
    expect(soldOut.length).toBeGreaterThan(0);
    const inStock = await store.dispatch(checkStock({ sku: "SH-OXF-WHT-M" })).unwrap();
    expect(inStock).toMatchObject({ sku: "SH-OXF-WHT-M", status: inStock.qty! > 0 ? "ok" : "out_of_stock", isManageStock: true, source: "server" });
    expect(await store.dispatch(checkStock({ sku: soldOut[0]! })).unwrap()).toMatchObject({ status: "out_of_stock", qty: 0, source: "server" });
    expect(await store.dispatch(checkStock({ sku: "GC-050" })).unwrap()).toMatchObject({ status: "ok", isManageStock: false });
    expect(await store.dispatch(checkStock({ sku: "NOPE" })).unwrap()).toMatchObject({ status: "out_of_stock", source: "server" });
    expect(selectStockStatus(store.getState(), "GC-050")).toBe("ok");
  });

  it("a sold-out configurable parent (stock not managed itself) is out_of_stock, as the api's salable check says", async () => {
    const { store } = setup();
    const parent = await store.dispatch(checkStock({ sku: "JA-SUE-BRN" })).unwrap();
    expect(parent).toMatchObject({ status: "out_of_stock", isManageStock: false, source: "server" });
    const [salable] = await store.dispatch(checkSalableQty({ requests: [{ sku: "JA-SUE-BRN", qty: 1 }] })).unwrap();
    expect(salable).toMatchObject({ sku: "JA-SUE-BRN", is_salable: false });
  });

  it("list: 40 skus go in 3 calls of 15, 15 and 10; unknown skus are left out; every answer cached", async () => {
    const { store } = setup();
    const skus = [...new Set(configurables.flatMap((product) => product.configurable_children?.map((child) => child.sku) ?? []))].slice(0, 38);
    expect(skus).toHaveLength(38);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const listed = await store.dispatch(listStock({ skus: [...skus, "NOPE-1", "NOPE-2"] })).unwrap();
    expect(stockCalls(fetchSpy, "/api/stock/list").map((url) => url.searchParams.get("skus")!.split(",").length)).toEqual([15, 15, 10]);
    expect(listed.map((item) => item.sku)).toEqual(skus);
    expect(skus.every((sku) => selectIsStockCached(store.getState(), sku))).toBe(true);
    expect(selectIsStockCached(store.getState(), "NOPE-1")).toBe(false);
  });

  it("prefetch: the children of the first 8 configurables of a listing, skipping cached ones", async () => {
    const { store } = setup();
    const firstEight = configurables.slice(0, 8).flatMap((product) => product.configurable_children?.map((child) => child.sku) ?? []);
    await store.dispatch(checkStock({ sku: firstEight[0]! }));
    const asked = await store.dispatch(prefetchChildStock({ products: configurables })).unwrap();
    expect(asked).toEqual(firstEight.slice(1));
    expect(asked.every((sku) => selectIsStockCached(store.getState(), sku))).toBe(true);
    expect(selectIsStockCached(store.getState(), configurables[8]!.configurable_children![0]!.sku)).toBe(false);
  });

  it("salable for requested qty: per line, stock id 1 by default; another stock is not salable", async () => {
    const { store } = setup();
    const { qty } = await store.dispatch(checkStock({ sku: "TR-JEA-NAV-32" })).unwrap();
    expect(qty).toBeGreaterThan(0);
    const lines = [
      { sku: "TR-JEA-NAV-32", qty: 1 },
      { sku: "TR-JEA-NAV-32", qty: qty! + 1 },
      { sku: "GC-050", qty: 99 },
    ];
    const results = await store.dispatch(checkSalableQty({ requests: lines })).unwrap();
    expect(results.map((result) => result.is_salable)).toEqual([true, false, true]);
    expect(results[1]?.errors[0]?.message).toBe("The requested qty is not available");
    const other = await store.dispatch(checkSalableQty({ requests: [{ sku: "GC-050", qty: 1 }], stockId: 2 })).unwrap();
    expect(other[0]).toMatchObject({ is_salable: false, stock_id: 2 });
    await expect(store.dispatch(checkSalableQty({ requests: [{ sku: "GC-050", qty: 0 }] })).unwrap()).rejects.toMatchObject({ name: StockInputError.name });
  });

  it("failures are an empty list (or volatile), logged, never a crash: no back end on the port", async () => {
    const { store, errors } = createStockTestStore({ config: { api: { url: await closedPortUrl() } } });
    await expect(store.dispatch(listStock({ skus: ["GC-050"] })).unwrap()).resolves.toEqual([]);
    await expect(store.dispatch(checkSalableQty({ requests: [{ sku: "GC-050", qty: 1 }] })).unwrap()).resolves.toEqual([]);
    expect(await store.dispatch(checkStock({ sku: "GC-050", stock: { is_in_stock: true, qty: 1 } })).unwrap()).toMatchObject({ status: "volatile", source: "index" });
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
