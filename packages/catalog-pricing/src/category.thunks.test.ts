import { http, HttpResponse } from "msw";
import { apiUrl } from "@shop/sync-queue/testing";
import { describe, expect, it } from "vitest";
import { switchStoreView } from "@shop/core";
import { selectCategories, selectCategoryTree, selectCurrentCategory } from "./catalog.selectors";
import { loadCategories, loadCategory } from "./category.thunks";
import { SEARCH_PATH, holdReply } from "./test-support/held-replies";
import { useMswServer } from "./test-support/msw-server";
import { catalogFixtures, catalogHandlers, createCatalogTestStore, type SeenSearch } from "./testing";

const server = useMswServer();

function setup() {
  const shop = createCatalogTestStore();
  const seen: SeenSearch[] = [];
  server.use(...catalogHandlers(shop.config, catalogFixtures(), seen));
  return { ...shop, seen };
}

describe("categories (commerce-core.md §5 active categories only; §9 category fetch 4000, root 2)", () => {
  it("loads active categories by position into a tree under the root", async () => {
    const { store, seen } = setup();
    const categories = await store.dispatch(loadCategories()).unwrap();
    expect(categories.map((category) => category.name)).not.toContain("Archive");
    expect(seen[0]?.request).toMatchObject({ size: 4000, filter: { is_active: { eq: true } }, sort: [{ field: "position", order: "asc" }] });
    const tree = selectCategoryTree(store.getState(), 2);
    expect(tree.map((node) => node.category.name)).toEqual(["Shirts", "Trousers", "Sale"]);
    expect(tree[0]?.children.map((node) => node.category.name)).toEqual(["Casual shirts"]);
    expect(selectCategoryTree(store.getState(), 2)).toBe(tree);
  });

  it("children of one parent", async () => {
    const { store } = setup();
    expect((await store.dispatch(loadCategories({ parentId: 3 })).unwrap()).map((category) => category.id)).toEqual([4]);
  });

  it("one category by url_path becomes current", async () => {
    const { store } = setup();
    await store.dispatch(loadCategory({ key: "url_path", value: "trousers" }));
    expect(selectCurrentCategory(store.getState())?.id).toBe(5);
    expect(selectCategories(store.getState()).map((category) => category.id)).toEqual([5]);
  });

  it("a category load overtaken by a newer one does not change the current category", async () => {
    const { store, config } = setup();
    const releaseShirts = holdReply(server, config, SEARCH_PATH, '"shirts"');
    const shirts = store.dispatch(loadCategory({ key: "url_path", value: "shirts" }));
    await store.dispatch(loadCategory({ key: "url_path", value: "trousers" })).unwrap();
    releaseShirts();
    expect(await shirts).toMatchObject({ type: "category/loadOne/rejected", meta: { aborted: true } });
    expect(selectCurrentCategory(store.getState())?.name).toBe("Trousers");
    expect(selectCategories(store.getState()).map((category) => category.id)).toEqual([5]);
  });

  it("a failed category load leaves no category of the previous navigation current", async () => {
    const { store, config } = setup();
    await store.dispatch(loadCategory({ key: "url_path", value: "shirts" }));
    expect(selectCurrentCategory(store.getState())?.name).toBe("Shirts");
    server.use(http.all(apiUrl(config, SEARCH_PATH), () => new HttpResponse("oops", { status: 500 })));
    await expect(store.dispatch(loadCategory({ key: "url_path", value: "sale" })).unwrap()).rejects.toThrow();
    expect(selectCurrentCategory(store.getState())).toBeNull();
  });

  it("a category load overtaken by a newer one and then failing rejects as aborted and changes nothing", async () => {
    const { store, config } = setup();
    // The shirts search waits, then fails.
    const releaseShirts = holdReply(server, config, SEARCH_PATH, '"shirts"', () => new HttpResponse("oops", { status: 500 }));
    const shirts = store.dispatch(loadCategory({ key: "url_path", value: "shirts" }));
    await store.dispatch(loadCategory({ key: "url_path", value: "trousers" })).unwrap();
    releaseShirts();
    expect(await shirts).toMatchObject({ type: "category/loadOne/rejected", meta: { aborted: true } });
    expect(selectCurrentCategory(store.getState())?.name).toBe("Trousers");
  });

  it("an empty category query is logged with key = value; online no warning", async () => {
    const { store, logger } = setup();
    expect(await store.dispatch(loadCategory({ key: "url_path", value: "archive" })).unwrap()).toBeNull();
    expect(logger.entries).toEqual([{ level: "warn", message: "Category query returned empty result url_path = archive", details: undefined }]);
    expect(store.getState().notifications.items).toEqual([]);
  });

  it("offline, the empty query also warns 'No products synchronized for this category. Please come back while online!' (OK)", async () => {
    const { store, queue } = setup();
    queue.setOnline(false);
    await store.dispatch(loadCategory({ key: "id", value: 3 }));
    expect(store.getState().notifications.items).toEqual([expect.objectContaining({ type: "warning", message: "No products synchronized for this category. Please come back while online!", action1: expect.objectContaining({ label: "OK" }) })]);
  });

  it("the active store view's index is searched", async () => {
    const { store, seen } = setup();
    store.dispatch(switchStoreView("de"));
    await store.dispatch(loadCategories());
    expect(seen[0]?.index).toBe("shop_catalog_de");
  });
});
