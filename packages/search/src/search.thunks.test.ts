import { describe, expect, it } from "vitest";
import { createFakeSearchBackEnd, createSearchTestStore, fakeAutocomplete, fakeCartPage, fakeGroup, fakePage, fakeProductPage } from "./testing";
import { loadAutocomplete, loadCartRecommendations, loadListing, loadProductRecommendations, notifySearchService, regenerateVisitorKeys, restoreLastSearchText } from "./search.thunks";
import { selectListing, selectListingStatus } from "./search.selectors";
import { SEARCH_STORAGE_KEYS } from "./visitor/search-storage";

function setup(replies: Parameters<typeof createFakeSearchBackEnd>[0] = {}, options: { online?: boolean; storageEntries?: Map<string, string> } = {}) {
  const back = createFakeSearchBackEnd(replies);
  const test = createSearchTestStore({ fetch: back.fetch, ...options });
  return { ...test, calls: back.calls };
}

describe("loadListing from the search service (presentation-content.md §7)", () => {
  it("a landing page: one Listing with cards, facets, sort, breadcrumbs and the seo heading; the generic request form's query", async () => {
    const { store, calls, dispose } = setup({ replies: { "/queries/landing-page": fakePage([fakeGroup("SH-1"), fakeGroup("SH-2", { sellingPrice: { min: 50, max: 50 } })]) } });
    const { listing } = await store.dispatch(loadListing({ query: "/l/elevate/new-in?f.color=navy&sort=price_asc&page=2" })).unwrap();
    expect(listing).toMatchObject({
      source: "service",
      heading: "New in",
      totalHits: 2,
      page: 2,
      pageSize: 20,
      sort: "recommended",
      breadcrumbs: [{ label: "Home", href: "/" }, { label: "New in" }],
      offline: false,
    });
    expect(listing?.products[0]).toMatchObject({ sku: "SH-1", parentSku: "SH-1", title: "Product SH-1", price: { regular: 50, special: 40 }, stock: { is_in_stock: true }, ticket: "group-ticket-SH-1" });
    expect(listing?.products[1]?.price).toEqual({ regular: 50, special: null });
    expect(listing?.facets[0]).toEqual({ type: "checkbox", id: "color", label: "Colour", values: [{ id: "navy", label: "Navy", count: 3, selected: false }] });
    // Products of 20 to 120: the ranges that overlap them.
    expect(listing?.facets[1]?.type === "price" && listing.facets[1].ranges.map((range) => range.label)).toEqual(["< €50", "€50 - €100", "€100 - €150"]);
    expect(calls[0]).toMatchObject({
      path: "/queries/landing-page",
      query: { market: "NL", locale: "nl-NL", touchpoint: "desktop", sessionKey: "key-1", customerKey: "key-2", pageReference: "/l/elevate/new-in", limit: "20", skip: "20", sort: "PRICE_ASCENDING", "f.color": "navy" },
      body: { pageUrl: "/l/elevate/new-in", primaryList: { include: true }, navigation: { include: true } },
    });
    expect(selectListingStatus(store.getState())).toBe("loaded");
    expect(selectListing(store.getState())).toEqual(listing);
    dispose();
  });

  it("§7 'Accepted only … when published or when searching; otherwise null': an unpublished landing page is no page; a search page is shown anyway", async () => {
    const unpublished = fakePage([fakeGroup("SH-1")], { published: false });
    const { store, dispose } = setup({ replies: { "/queries/landing-page": unpublished, "/queries/search-page": unpublished } });
    expect((await store.dispatch(loadListing({ query: "/l/elevate/draft" })).unwrap()).listing).toBeNull();
    expect(selectListingStatus(store.getState())).toBe("not-found");
    const search = await store.dispatch(loadListing({ query: "/catalogsearch/result/?q=ovrhemd" })).unwrap();
    expect(search.listing?.products).toHaveLength(1);
    dispose();
  });

  it("a reply without primaryList is no page", async () => {
    const { store, dispose } = setup({ replies: { "/queries/landing-page": { navigation: { breadcrumbs: [], tree: [] } } } });
    expect((await store.dispatch(loadListing({ query: "/l/elevate/x" })).unwrap()).listing).toBeNull();
    dispose();
  });

  it("search results without text: an empty listing, no call", async () => {
    const { store, calls, dispose } = setup();
    expect((await store.dispatch(loadListing({ query: "/catalogsearch/result/?q=%20" })).unwrap()).listing).toMatchObject({ products: [], totalHits: 0, offline: false });
    expect(calls).toHaveLength(0);
    dispose();
  });

  it("a search keeps its text in local storage (§5)", async () => {
    const { store, storage, calls, dispose } = setup();
    await store.dispatch(loadListing({ query: "/catalogsearch/result/?q=blue%20shirt" })).unwrap();
    expect(calls[0]).toMatchObject({ path: "/queries/search-page", query: { q: "blue shirt" } });
    expect(storage.getItem(SEARCH_STORAGE_KEYS.lastSearchText)).toBe("blue shirt");
    expect(await store.dispatch(restoreLastSearchText()).unwrap()).toBe("blue shirt");
    expect(store.getState().search.autocomplete.lastSearchText).toBe("blue shirt");
    dispose();
  });

  it("a reply that does not fit the schema is a clear rejection naming the field, logged; the state says failed", async () => {
    const { store, errors, dispose } = setup({ replies: { "/queries/landing-page": { primaryList: { productGroups: "nope" } } } });
    await expect(store.dispatch(loadListing({ query: "/l/elevate/new-in" })).unwrap()).rejects.toThrow(/does not match its schema: .*primaryList/);
    expect(selectListingStatus(store.getState())).toBe("failed");
    expect(errors.map((entry) => entry.message)).toEqual([expect.stringContaining("Search service page /l/elevate/new-in failed")]);
    dispose();
  });

  it("commerce-core.md §8 'search while offline: empty result with offline flag'", async () => {
    const { store, calls, dispose } = setup({}, { online: false });
    const { listing } = await store.dispatch(loadListing({ query: "/l/elevate/new-in" })).unwrap();
    expect(listing).toMatchObject({ products: [], totalHits: 0, offline: true });
    expect(calls).toHaveLength(0);
    dispose();
  });
});

describe("autocomplete (§5, §7)", () => {
  it("under 3 characters: no call, nothing suggested", async () => {
    const { store, calls, dispose } = setup();
    expect(await store.dispatch(loadAutocomplete(" sh ")).unwrap()).toEqual({ text: "sh", products: [], phrases: [], offline: false });
    expect(calls).toHaveLength(0);
    dispose();
  });

  it("product and phrase suggestions; the text kept", async () => {
    const { store, calls, storage, dispose } = setup({ replies: { "/queries/autocomplete": fakeAutocomplete(["SH-1"], ["shirt", "shirts"]) } });
    const result = await store.dispatch(loadAutocomplete("shir")).unwrap();
    expect(result.products.map((product) => product.sku)).toEqual(["SH-1"]);
    expect(result.phrases.map((phrase) => phrase.q)).toEqual(["shirt", "shirts"]);
    expect(calls[0]).toMatchObject({ path: "/queries/autocomplete", query: { q: "shir" } });
    expect(storage.getItem(SEARCH_STORAGE_KEYS.lastSearchText)).toBe("shir");
    expect(store.getState().search.autocomplete).toMatchObject({ text: "shir", status: "loaded" });
    dispose();
  });
});

describe("recommendations (§7, §9 'Recommendation lists limit 8')", () => {
  it("a product page: ALTERNATIVES and UPSELL of limit 8", async () => {
    const { store, calls, dispose } = setup({ replies: { "/queries/product-page": fakeProductPage(["A-1", "A-2"], ["U-1"]) } });
    const result = await store.dispatch(loadProductRecommendations("SH-1")).unwrap();
    expect(result.alternatives.map((product) => product.sku)).toEqual(["A-1", "A-2"]);
    expect(result.upsell.map((product) => product.sku)).toEqual(["U-1"]);
    expect(calls[0]).toMatchObject({
      query: { productKey: "SH-1" },
      body: { recommendationLists: [{ algorithm: "ALTERNATIVES", limit: 8 }, { algorithm: "UPSELL", limit: 8 }] },
    });
    expect(store.getState().search.recommendations.product?.sku).toBe("SH-1");
    dispose();
  });

  it("a cart: items joined by a pipe, a CART list of limit 8; an empty cart asks nothing", async () => {
    const { store, calls, dispose } = setup({ replies: { "/queries/cart-page": fakeCartPage(["C-1"]) } });
    expect((await store.dispatch(loadCartRecommendations([])).unwrap()).products).toEqual([]);
    expect(calls).toHaveLength(0);
    const result = await store.dispatch(loadCartRecommendations(["SH-1", "JE-2", "SH-1"])).unwrap();
    expect(result.products.map((product) => product.sku)).toEqual(["C-1"]);
    expect(calls[0]).toMatchObject({ query: { cart: "SH-1|JE-2" }, body: { recommendationLists: [{ algorithm: "CART", limit: 8 }] } });
    dispose();
  });
});

describe("notifications and visitor keys", () => {
  it("a click and an add-to-cart are sent with the ticket (§7); the 204 is success", async () => {
    const { store, calls, dispose } = setup();
    expect(await store.dispatch(notifySearchService({ type: "click", ticket: "t-1" })).unwrap()).toEqual({ sent: true });
    expect(await store.dispatch(notifySearchService({ type: "add-to-cart", productKey: "SH-1" })).unwrap()).toEqual({ sent: true });
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/notifications/click", body: { ticket: "t-1" } },
      { path: "/notifications/add-to-cart", body: { productKey: "SH-1" } },
    ]);
    dispose();
  });

  it("a failed notification is silent (§8): logged as a warning, resolved unsent", async () => {
    const { store, errors, dispose } = setup({}, { online: false });
    expect(await store.dispatch(notifySearchService({ type: "end", ticket: "t-1" })).unwrap()).toEqual({ sent: false });
    expect(errors).toHaveLength(1);
    dispose();
  });

  it("keys are cached in local storage (§7) across a reload and regenerated (§4)", async () => {
    const entries = new Map<string, string>();
    const first = setup({}, { storageEntries: entries });
    await first.store.dispatch(notifySearchService({ type: "click", ticket: "t" }));
    expect(first.calls[0]?.query).toMatchObject({ sessionKey: "key-1", customerKey: "key-2" });
    first.dispose();
    const reloaded = setup({}, { storageEntries: entries });
    await reloaded.store.dispatch(notifySearchService({ type: "click", ticket: "t" }));
    expect(reloaded.calls[0]?.query).toMatchObject({ sessionKey: "key-1", customerKey: "key-2" });
    expect(await reloaded.store.dispatch(regenerateVisitorKeys()).unwrap()).toEqual({ sessionKey: "key-1", customerKey: "key-2" });
    reloaded.dispose();
  });
});
