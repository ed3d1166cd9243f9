import { describe, expect, it } from "vitest";
import { createCatalogLookups } from "./catalog.lookups";
import { useMswServer } from "./test-support/msw-server";
import { catalogFixtures, catalogHandlers, createCatalogTestStore, type SeenSearch } from "./testing";

const server = useMswServer();
const MEMBER = { groupId: 1, groupToken: "g" };

function setup() {
  const shop = createCatalogTestStore();
  const seen: SeenSearch[] = [];
  server.use(...catalogHandlers(shop.config, catalogFixtures(), seen));
  return { ...shop, seen, lookups: createCatalogLookups(shop.extra) };
}

describe("URL look-ups for @shop/url-resolver (commerce-core.md §2 navigation resolution fallback)", () => {
  it("a product by url_path: listed products only, size 1, in the store view's index with the group", async () => {
    const { lookups, seen } = setup();
    expect((await lookups.productByUrlPath("p/SH-OXF-WHT/oxford-shirt-in-white", { storeCode: "en", customerGroup: MEMBER }))?.sku).toBe("SH-OXF-WHT");
    expect(seen[0]).toMatchObject({ index: "shop_catalog_en", groupId: "1", request: { size: 1, filter: { url_path: { eq: "p/SH-OXF-WHT/oxford-shirt-in-white" }, visibility: { in: [2, 3, 4] } } } });
  });

  it("a disabled product or an unknown path is null", async () => {
    const { lookups } = setup();
    expect(await lookups.productByUrlPath("p/JA-FLD-BEI/ja-fld-bei", { storeCode: "nl", customerGroup: MEMBER })).toBeNull();
    expect(await lookups.productByUrlPath("p/NOPE", { storeCode: "nl", customerGroup: MEMBER })).toBeNull();
  });

  it.each([
    ["a configurable child (visibility 1): the resolver decides on its parent", "SH-OXF-WHT-S", "SH-OXF-WHT-S"],
    ["a listed product", "SH-OXF-WHT", "SH-OXF-WHT"],
    ["a disabled product (status 2) is null", "JA-FLD-BEI", null],
    ["an unknown sku is null", "NOPE", null],
  ])("a product by sku, any visibility, size 1: %s", async (_case, sku, found) => {
    const { lookups, seen } = setup();
    expect((await lookups.productBySku(sku, { storeCode: "en", customerGroup: MEMBER }))?.sku ?? null).toBe(found);
    expect(seen[0]).toMatchObject({ index: "shop_catalog_en", request: { size: 1, filter: { sku: { eq: sku } } } });
    expect(seen[0]?.request.filter).not.toHaveProperty("visibility");
  });

  it("an active category by url_path; an inactive one is null", async () => {
    const { lookups } = setup();
    expect((await lookups.categoryByUrlPath("trousers", { storeCode: "nl", customerGroup: MEMBER }))?.id).toBe(5);
    expect(await lookups.categoryByUrlPath("archive", { storeCode: "nl", customerGroup: MEMBER })).toBeNull();
  });

  it("searches with the customer group it is asked with (the resolver reads it from the store context per resolution)", async () => {
    const { lookups, seen } = setup();
    await lookups.categoryByUrlPath("trousers", { storeCode: "nl", customerGroup: MEMBER });
    await lookups.categoryByUrlPath("trousers", { storeCode: "nl", customerGroup: { groupId: 4, groupToken: "wholesale" } });
    await lookups.productByUrlPath("p/SH-OXF-WHT/oxford-shirt-in-white", { storeCode: "en", customerGroup: { groupId: null, groupToken: null } });
    expect(seen.map((search) => [search.groupId, search.groupToken])).toEqual([
      ["1", "g"],
      ["4", "wholesale"],
      ["0", null],
    ]);
  });

  it("an unknown store code is a clear error", async () => {
    const { lookups } = setup();
    await expect(lookups.categoryByUrlPath("trousers", { storeCode: "xx", customerGroup: MEMBER })).rejects.toThrow('Store view "xx" is not configured');
  });
});
