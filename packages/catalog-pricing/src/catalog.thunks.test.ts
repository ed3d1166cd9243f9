import { describe, expect, it } from "vitest";
import { customerGroupChanged, switchStoreView } from "@shop/core";
import { selectTaxRules } from "./catalog.selectors";
import { loadProductsBySku, loadTaxRules, searchCatalog } from "./catalog.thunks";
import { useMswServer } from "./test-support/msw-server";
import { catalogFixtures, catalogHandlers, createCatalogTestStore, type SeenSearch } from "./testing";

const server = useMswServer();

function setup(options: Parameters<typeof createCatalogTestStore>[0] = {}) {
  const shop = createCatalogTestStore(options);
  const seen: SeenSearch[] = [];
  server.use(...catalogHandlers(shop.config, catalogFixtures(), seen));
  return { ...shop, seen };
}

describe("catalogue thunks (commerce-core.md §6 customer group in every search; §7; §8; §9 max filter query 999)", () => {
  it("searchCatalog searches the active store view's index with the customer's group", async () => {
    const { store, seen } = setup();
    store.dispatch(switchStoreView("fr"));
    store.dispatch(customerGroupChanged({ groupId: 2, groupToken: "token-2" }));
    const result = await store.dispatch(searchCatalog({ entityType: "attribute", query: { filter: { attribute_code: "color_ois" } } })).unwrap();
    expect(result.items).toHaveLength(1);
    expect(seen[0]).toMatchObject({ index: "shop_catalog_fr", type: "attribute", groupId: "2", groupToken: "token-2" });
  });

  it("searchCatalog rejects an unknown entity type with the spec's message", async () => {
    const { store } = setup();
    await expect(store.dispatch(searchCatalog({ entityType: "cms_block" as "product", query: {} })).unwrap()).rejects.toMatchObject({ name: "UnknownEntityTypeError", message: "No entity type registered for cms_block" });
  });

  it("loadProductsBySku splits skus into searches of catalog.maxFilterQuerySize", async () => {
    const { store, seen } = setup({ config: { catalog: { maxFilterQuerySize: 2 } } });
    const products = await store.dispatch(loadProductsBySku(["AC-STI-NAV", "AC-POC-WHT", "AC-SOK-NAV", "AC-STI-NAV"])).unwrap();
    expect(products.map((product) => product.sku).sort()).toEqual(["AC-POC-WHT", "AC-SOK-NAV", "AC-STI-NAV"]);
    expect(seen.map((entry) => entry.request.filter?.sku?.in)).toEqual([["AC-STI-NAV", "AC-POC-WHT"], ["AC-SOK-NAV"]]);
  });

  it("loadTaxRules loads once per store view, and not while offline", async () => {
    const { store, seen, queue } = setup();
    queue.setOnline(false);
    expect(await store.dispatch(loadTaxRules()).unwrap()).toEqual([]);
    expect(selectTaxRules(store.getState())).toBeNull();
    queue.setOnline(true);
    await store.dispatch(loadTaxRules());
    await store.dispatch(loadTaxRules());
    expect(seen.filter((entry) => entry.type === "taxrule")).toHaveLength(1);
    store.dispatch(switchStoreView("de"));
    expect(selectTaxRules(store.getState())).toBeNull();
  });
});
