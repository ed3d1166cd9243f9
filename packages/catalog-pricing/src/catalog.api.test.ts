import { http, HttpResponse } from "msw";
import type { FetchLike } from "@shop/sync-queue";
import { apiUrl } from "@shop/sync-queue/testing";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { UnknownEntityTypeError, type SearchContext } from "./catalog.api";
import { useMswServer } from "./test-support/msw-server";
import { catalogFixtures, catalogHandlers, createCatalogTestStore, type SeenSearch } from "./testing";

const server = useMswServer();

function setup(options: Parameters<typeof createCatalogTestStore>[0] = {}) {
  const shop = createCatalogTestStore(options);
  const seen: SeenSearch[] = [];
  server.use(...catalogHandlers(shop.config, catalogFixtures(), seen));
  const nl = shop.config.storeViews.views.nl;
  if (nl === undefined) throw new Error("no nl store view");
  const context: SearchContext = { storeView: nl, group: { groupId: null, groupToken: null } };
  return { ...shop, seen, context };
}

describe("entity search (commerce-core.md §7 Catalogue; §8)", () => {
  it("searches each entity type in the store view's index, documents parsed by their schema", async () => {
    const { extra, context, seen } = setup();
    const products = await extra.catalog.api.search("product", { filter: { sku: { in: ["AC-STI-NAV", "AC-POC-WHT"] } } }, context);
    expect(products.items.map((product) => product.sku).sort()).toEqual(["AC-POC-WHT", "AC-STI-NAV"]);
    expect(products).toMatchObject({ total: 2, start: 0, perPage: 50, offline: false, fromCache: false });
    expect((await extra.catalog.api.search("category", { filter: { is_active: true } }, context)).items.map((category) => category.name)).toContain("Shirts");
    expect((await extra.catalog.api.search("attribute", { filter: { attribute_code: "size_ois" } }, context)).items[0]?.attribute_id).toBe(142);
    expect((await extra.catalog.api.search("taxrule", {}, context)).items[0]?.rates).toHaveLength(5);
    expect(seen.map((entry) => [entry.method, entry.index, entry.type])).toEqual([
      ["GET", "shop_catalog_nl", "product"],
      ["GET", "shop_catalog_nl", "category"],
      ["GET", "shop_catalog_nl", "attribute"],
      ["GET", "shop_catalog_nl", "taxrule"],
    ]);
  });

  it("'No entity type registered for {type}' for a type without a schema, nothing sent", async () => {
    const { extra, context, seen } = setup();
    await expect(extra.catalog.api.search("review" as "product", {}, context)).rejects.toThrow(new UnknownEntityTypeError("review"));
    await expect(extra.catalog.api.search("review" as "product", {}, context)).rejects.toThrow("No entity type registered for review");
    expect(seen).toEqual([]);
  });

  it("sends the clamped window, sort and fields; gt filters and paging work", async () => {
    const { extra, context, seen } = setup();
    const page = await extra.catalog.api.search("product", { filter: { final_price: { gt: 20 }, visibility: { in: [2, 3, 4] } }, sort: "final_price:asc", start: -3, size: 2 }, context);
    expect(seen[0]?.request).toMatchObject({ from: 0, size: 2, sort: [{ field: "final_price", order: "asc" }] });
    expect(page.items.map((product) => product.final_price)).toEqual([29.95, 59.95]);
    expect(page.total).toBeGreaterThan(2);
    const zero = await extra.catalog.api.search("product", { size: 0 }, context);
    expect(zero.perPage).toBe(50);
  });

  it("included fields answer partial documents (typed Partial)", async () => {
    const { extra, context } = setup();
    const result = await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" }, includeFields: ["sku", "name"] }, context);
    expect(result.items).toEqual([{ sku: "AC-STI-NAV", name: "Silk tie in navy" }]);
  });

  // A dotted include trims nested objects (apps/integration checks the documents the api trims):
  // the type says every field, at every depth, may be absent.
  it("included fields are typed DeepPartial: nested fields may be absent too", async () => {
    const { extra, context } = setup();
    const result = await extra.catalog.api.search("product", { filter: { sku: "SH-OXF-WHT" }, includeFields: ["sku", "configurable_children.sku"] }, context);
    expect(result.items.map((item) => item.sku)).toEqual(["SH-OXF-WHT"]);
    type Item = (typeof result.items)[number];
    expectTypeOf<NonNullable<Item["configurable_children"]>[number]["id"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<Item["stock"]>["qty"]>().toEqualTypeOf<number | undefined>();
  });

  it("caches per request hash: the same request again is answered from the cache; another group is another request", async () => {
    const { extra, context, seen } = setup();
    const first = await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, context);
    const again = await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, context);
    expect(again).toEqual({ ...first, fromCache: true });
    expect(seen).toHaveLength(1);
    await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, { ...context, group: { groupId: 1, groupToken: "g1" } });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ groupId: "1", groupToken: "g1" });
    expect(seen[0]).toMatchObject({ groupId: "0", groupToken: null });
  });

  it("a request too long for a url goes as POST", async () => {
    const { extra, context, seen } = setup();
    const skus = Array.from({ length: 400 }, (_, index) => `SKU-LONG-NAME-${index}`);
    await extra.catalog.api.search("product", { filter: { sku: skus } }, context);
    expect(seen[0]?.method).toBe("POST");
  });

  it("offline: an empty result with the offline flag (not cached)", async () => {
    const { extra, context, queue, seen } = setup();
    queue.setOnline(false);
    const result = await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, context);
    expect(result).toMatchObject({ items: [], total: 0, offline: true });
    queue.setOnline(true);
    expect((await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, context)).items).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it("no reply while online (refused, timed out): logged and rejected, not an offline result; the next one, sent while the queue says offline, is", async () => {
    const { extra, context, logger, queue } = setup();
    server.use(http.get(apiUrl(extra.config, "/api/catalog/:index/:type/_search"), () => HttpResponse.error()));
    await expect(extra.catalog.api.search("product", {}, context)).rejects.toMatchObject({ kind: "network" });
    expect(logger.entries).toEqual([expect.objectContaining({ level: "error", message: expect.stringMatching(/^Search of product in shop_catalog_nl failed: /) })]);
    // The call without reply made the queue count the connection as lost.
    expect(queue.isOnline()).toBe(false);
    expect(await extra.catalog.api.search("product", {}, context)).toMatchObject({ items: [], offline: true });
    expect(logger.entries).toHaveLength(1);
  });

  it("on a server queue (@shop/sync-queue runtime \"server\") no reply is never offline: each search is sent, logged and rejected, and the next one answers", async () => {
    const { extra, context, logger, queue, seen } = setup({ runtime: "server" });
    server.use(http.get(apiUrl(extra.config, "/api/catalog/:index/:type/_search"), () => HttpResponse.error(), { once: true }));
    server.use(http.get(apiUrl(extra.config, "/api/catalog/:index/:type/_search"), () => HttpResponse.error(), { once: true }));
    await expect(extra.catalog.api.search("product", {}, context)).rejects.toMatchObject({ kind: "network" });
    expect(queue.isOnline()).toBe(true);
    await expect(extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, context)).rejects.toMatchObject({ kind: "network" });
    expect(logger.entries.map((entry) => entry.level)).toEqual(["error", "error"]);
    expect((await extra.catalog.api.search("product", { filter: { sku: "AC-STI-NAV" } }, context)).items).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it("waits search.clientTimeoutMs (§9: 5000 ms) for the reply, not the 15 s of other calls", async () => {
    const sent: string[] = [];
    // A back end that never answers: the call ends only when the queue gives up.
    const silentFetch: FetchLike = (url, init) => {
      sent.push(url);
      return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)));
    };
    const { extra, context, clock, queue } = setup({ fetch: silentFetch });
    // The stored tasks load under a 2000 ms storage timeout on the same clock: settled first.
    await queue.ready();
    let settled: unknown;
    void extra.catalog.api.search("product", {}, context).then(
      () => (settled = "resolved"),
      (error: unknown) => (settled = error),
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    clock.advance(4999);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBeUndefined();
    clock.advance(1);
    await vi.waitFor(() => expect(settled).toMatchObject({ kind: "network", message: expect.stringContaining("timed out after 5000 ms") }));
  });

  it("an attribute search without a size lists catalog.attributeListSize (§9: attribute list 150); a given size and other types are kept", async () => {
    const { extra, context, seen } = setup();
    expect(await extra.catalog.api.search("attribute", {}, context)).toMatchObject({ perPage: 150 });
    // Size 0 is no size: the same request, answered from the cache.
    expect(await extra.catalog.api.search("attribute", { size: 0 }, context)).toMatchObject({ perPage: 150, fromCache: true });
    await extra.catalog.api.search("attribute", { size: 10 }, context);
    await extra.catalog.api.search("category", {}, context);
    expect(seen.map((entry) => [entry.type, entry.request.size])).toEqual([
      ["attribute", 150],
      ["attribute", 10],
      ["category", 50],
    ]);
  });

  it("online failure: logged and rejected", async () => {
    const { extra, context, logger, store } = setup();
    server.use(http.get(apiUrl(extra.config, "/api/catalog/:index/:type/_search"), () => HttpResponse.json({ error: { type: "search_phase_execution_exception", reason: "shard failed" }, status: 500 }, { status: 500 })));
    await expect(extra.catalog.api.search("product", {}, context)).rejects.toMatchObject({ kind: "server", code: 500 });
    expect(logger.entries).toEqual([expect.objectContaining({ level: "error", message: "Search of product in shop_catalog_nl failed: search_phase_execution_exception: shard failed" })]);
    expect(store.getState().notifications.items).toEqual([]);
  });

  it("a document that does not fit its schema is logged and left out, the rest kept", async () => {
    const { extra, context, logger } = setup();
    const data = catalogFixtures();
    data.products.push({ id: 5, sku: "BROKEN" } as never);
    server.use(...catalogHandlers(extra.config, data));
    const result = await extra.catalog.api.search("product", { filter: { sku: { in: ["BROKEN", "AC-STI-NAV"] } } }, context);
    expect(result.items.map((product) => product.sku)).toEqual(["AC-STI-NAV"]);
    expect(logger.entries[0]?.message).toMatch(/document 5 does not fit its schema/);
  });

  it("a reply that is not a search reply is a clear schema error", async () => {
    const { extra, context } = setup();
    server.use(http.get(apiUrl(extra.config, "/api/catalog/:index/:type/_search"), () => HttpResponse.json({ items: [] })));
    await expect(extra.catalog.api.search("product", {}, context)).rejects.toMatchObject({ kind: "schema", message: expect.stringMatching(/hits/) });
  });

  it("aggregations come back by name", async () => {
    const { extra, context } = setup();
    const result = await extra.catalog.api.search("product", { aggs: { terms: [{ field: "type_id" }], range: [{ field: "final_price", ranges: [{ from: 0, to: 50 }, { from: 50 }] }] } }, context);
    expect(result.aggregations["agg_terms_type_id"]).toEqual(expect.arrayContaining([{ key: "grouped", doc_count: 1 }]));
    expect(result.aggregations["agg_range_final_price"]?.map((bucket) => bucket.doc_count)).toEqual([2, 7]);
  });
});

describe("render-list (commerce-core.md §7; §8: failure → empty list)", () => {
  it("asks prices with skus, currency, store id and code and the customer's group", async () => {
    const { extra, context } = setup();
    let seen: URL | undefined;
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("render-list")) seen = new URL(request.url);
    });
    const items = await extra.catalog.api.renderList(["AC-SOK-NAV", "AC-SOK-NAV", "AC-STI-NAV"], { ...context, group: { groupId: 1, groupToken: "g" } });
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ skus: "AC-SOK-NAV,AC-STI-NAV", currencyCode: "EUR", storeId: "9", storeCode: "nl", userGroupId: "1" });
    expect(items.map((item) => [item.sku, item.price_info.extension_attributes?.tax_adjustments.final_price])).toEqual([
      ["AC-SOK-NAV", 14.2],
      ["AC-STI-NAV", 59.95],
    ]);
  });

  it("a failed call answers an empty list and is logged", async () => {
    const { extra, context, logger } = setup();
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => HttpResponse.json({ code: 500, result: "Internal server error" }, { status: 500 })));
    expect(await extra.catalog.api.renderList(["AC-STI-NAV"], context)).toEqual([]);
    expect(logger.entries[0]?.message).toMatch(/render-list failed/);
  });
});
