import { describe, expect, it } from "vitest";
import { searchCatalog } from "./catalog.thunks";
import { useMswServer } from "./test-support/msw-server";
import { catalogFixtures, catalogHandlers, createCatalogTestStore, type SeenSearch } from "./testing";

const server = useMswServer();

describe("catalogPricingPackage (docs/package-contract.md)", () => {
  it("builds the catalogue client and its search cache once per store, with the config's cache age", async () => {
    const shop = createCatalogTestStore({ config: { catalog: { searchCacheTtlMs: 1000 } } });
    const seen: SeenSearch[] = [];
    server.use(...catalogHandlers(shop.config, catalogFixtures(), seen));
    const { api, searchCache } = shop.extra.catalog;
    const query = { entityType: "category" as const, query: { filter: { is_active: true } } };
    await shop.store.dispatch(searchCatalog(query)).unwrap();
    expect((await shop.store.dispatch(searchCatalog(query)).unwrap()).fromCache).toBe(true);
    shop.clock.advance(1001);
    expect((await shop.store.dispatch(searchCatalog(query)).unwrap()).fromCache).toBe(false);
    expect(seen).toHaveLength(2);
    expect(shop.extra.catalog.api).toBe(api);
    expect(shop.extra.catalog.searchCache).toBe(searchCache);
  });

  it("gives each store its own search cache (a server's store per request shares none)", async () => {
    const first = createCatalogTestStore();
    const second = createCatalogTestStore();
    const seen: SeenSearch[] = [];
    server.use(...catalogHandlers(first.config, catalogFixtures(), seen));
    const query = { entityType: "category" as const, query: { filter: { is_active: true } } };
    await first.store.dispatch(searchCatalog(query)).unwrap();
    expect((await second.store.dispatch(searchCatalog(query)).unwrap()).fromCache).toBe(false);
    expect(seen).toHaveLength(2);
  });
});
