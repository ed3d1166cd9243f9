import { createConfig } from "@shop/core";
import {
  SEARCH_STORAGE_KEYS,
  createMemorySearchStorage,
  listingUrlFromQuery,
  loadAutocomplete,
  loadCartRecommendations,
  loadListing,
  loadProductRecommendations,
  notifySearchService,
  selectListing,
  toggleListingFilter,
} from "@shop/search";
import { createShopStore } from "@shop/store";
import { userLoggedOut } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, type RunningShop } from "./support/start-shop";

// @shop/search against apps/api (issue 18): the catalogue search for /c/{slug}, the search
// service simulator for landing pages, search results, autocomplete, recommendations and
// notifications (presentation-content.md §2, §5, §7; commerce-core.md §5, §9).

const silent = { warn: () => undefined, error: () => undefined };
let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

function setup() {
  const storage = createMemorySearchStorage();
  const config = createConfig({ api: { url: shop.url } });
  // A server store per request, as the storefront's route loaders build it.
  const handle = createShopStore({ config, runtime: "server", logger: silent, search: { storage } });
  return { ...handle, storage };
}

/** The simulator's developer view of a session (its customer key and notifications). */
async function sessionRecord(sessionKey: string) {
  const reply = await fetch(`${shop.url}/search-service/v3/dev/sessions/${sessionKey}`);
  return reply.status === 200 ? ((await reply.json()) as { customerKey: string; notifications: { type: string; ticket: string | null }[] }) : null;
}

describe("@shop/search against apps/api", () => {
  it("a category listing from a URL with a filter and a sort: the catalogue source, facets with counts, price ranges, sorted", async () => {
    const { store, dispose } = setup();
    const all = (await store.dispatch(loadListing({ query: "/c/overhemden" })).unwrap()).listing;
    expect(all).toMatchObject({ source: "catalogue", heading: "Overhemden", page: 1, pageSize: 50, sort: "recommended", offline: false });
    expect(all!.totalHits).toBeGreaterThan(1);
    const colour = all!.facets.find((facet) => facet.id === "color");
    expect(colour?.type).toBe("checkbox");
    const firstColour = colour?.type === "checkbox" ? colour.values[0] : undefined;
    expect(firstColour?.count).toBeGreaterThan(0);
    const price = all!.facets.find((facet) => facet.id === "price");
    expect(price?.type === "price" && price.ranges.map((range) => range.label)).toEqual(["< €50", "€50 - €100", "€100 - €150", "> €150"]);

    // Tick the colour, sort by price: the URL a shopper shares, loaded as a server would.
    const query = toggleListingFilter(store.getState().search.listing.query!, all!.facets, { facetId: "color", valueId: firstColour!.id, selected: true });
    const url = listingUrlFromQuery({ ...query, sort: "price_asc" });
    expect(url).toBe(`/c/overhemden?f.color=${encodeURIComponent(firstColour!.id)}&sort=price_asc`);
    const filtered = (await store.dispatch(loadListing({ query: url })).unwrap()).listing!;
    expect(filtered.totalHits).toBe(firstColour!.count);
    expect(filtered.sort).toBe("price_asc");
    const prices = filtered.products.map((product) => product.price.special ?? product.price.regular);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ticked = filtered.facets.find((facet) => facet.id === "color");
    expect(ticked?.type === "checkbox" && ticked.values.find((value) => value.id === firstColour!.id)?.selected).toBe(true);
    expect(selectListing(store.getState())).toEqual(filtered);
    dispose();
  });

  it("a subcategory's breadcrumbs: its parents below the root, linked, then itself", async () => {
    const { store, dispose } = setup();
    const listing = (await store.dispatch(loadListing({ query: "/c/overhemden-casual" })).unwrap()).listing;
    expect(listing?.breadcrumbs).toEqual([{ label: "Overhemden", href: "/c/overhemden" }, { label: "Casual overhemden" }]);
    const parent = (await store.dispatch(loadListing({ query: "/c/overhemden" })).unwrap()).listing;
    expect(parent?.navigation.map((node) => node.path)).toContain("/c/overhemden-casual");
    dispose();
  });

  it("commerce-core §5 'only active categories': an inactive category is no page", async () => {
    const { store, dispose } = setup();
    expect((await store.dispatch(loadListing({ query: "/c/archief" })).unwrap()).listing).toBeNull();
    expect(store.getState().search.listing.status).toBe("not-found");
    dispose();
  });

  it("a landing page from the search service: products, heading, breadcrumbs", async () => {
    const { store, dispose } = setup();
    const listing = (await store.dispatch(loadListing({ query: "/l/elevate/nieuw" })).unwrap()).listing;
    expect(listing).toMatchObject({ source: "service", offline: false });
    expect(listing!.heading).not.toBe("");
    expect(listing!.products.length).toBeGreaterThan(0);
    expect(listing!.products[0]).toMatchObject({ sku: expect.any(String), ticket: expect.any(String), price: { regular: expect.any(Number) } });
    expect(listing!.totalHits).toBeGreaterThanOrEqual(listing!.products.length);
    dispose();
  });

  it("a search with a typo finds shirts (§9 fuzziness 2); its text is kept in local storage", async () => {
    const { store, storage, dispose } = setup();
    const listing = (await store.dispatch(loadListing({ query: "/catalogsearch/result/?q=ovrhemd" })).unwrap()).listing;
    expect(listing?.products.length).toBeGreaterThan(0);
    expect(listing?.products.some((product) => /overhemd/i.test(product.title))).toBe(true);
    expect(storage.getItem(SEARCH_STORAGE_KEYS.lastSearchText)).toBe("ovrhemd");
    dispose();
  });

  it("autocomplete: product and phrase suggestions from 3 characters", async () => {
    const { store, dispose } = setup();
    expect((await store.dispatch(loadAutocomplete("ov")).unwrap()).products).toEqual([]);
    const result = await store.dispatch(loadAutocomplete("overh")).unwrap();
    expect(result.products.length + result.phrases.length).toBeGreaterThan(0);
    dispose();
  });

  it("recommendations for a product (ALTERNATIVES, UPSELL) and for a cart (CART), at most 8", async () => {
    const { store, dispose } = setup();
    const listing = (await store.dispatch(loadListing({ query: "/c/overhemden" })).unwrap()).listing!;
    const sku = listing.products[0]!.parentSku ?? listing.products[0]!.sku;
    const product = await store.dispatch(loadProductRecommendations(sku)).unwrap();
    expect(product.alternatives.length).toBeGreaterThan(0);
    expect(product.alternatives.length).toBeLessThanOrEqual(8);
    expect(product.alternatives.map((entry) => entry.sku)).not.toContain(sku);
    expect(product.upsell.length).toBeLessThanOrEqual(8);
    const cart = await store.dispatch(loadCartRecommendations([sku])).unwrap();
    expect(cart.products.length).toBeGreaterThan(0);
    expect(cart.products.length).toBeLessThanOrEqual(8);
    dispose();
  });

  it("a click notification is recorded with its ticket for the visitor's keys", async () => {
    const { store, extra, dispose } = setup();
    const listing = (await store.dispatch(loadListing({ query: "/l/elevate/nieuw" })).unwrap()).listing!;
    const ticket = listing.products[0]!.ticket!;
    expect(await store.dispatch(notifySearchService({ type: "click", ticket })).unwrap()).toEqual({ sent: true });
    const keys = extra.search.visitor.current();
    const record = await sessionRecord(keys.sessionKey);
    expect(record?.customerKey).toBe(keys.customerKey);
    expect(record?.notifications).toEqual(expect.arrayContaining([expect.objectContaining({ type: "click", ticket })]));
    dispose();
  });

  it("keys are regenerated after logout: the next call is a new session", async () => {
    const { store, extra, dispose } = setup();
    await store.dispatch(loadAutocomplete("overh")).unwrap();
    const before = extra.search.visitor.current();
    expect(await sessionRecord(before.sessionKey)).not.toBeNull();
    store.dispatch(userLoggedOut({ reason: "shopper" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = extra.search.visitor.current();
    expect(after.sessionKey).not.toBe(before.sessionKey);
    expect(after.customerKey).not.toBe(before.customerKey);
    await store.dispatch(loadAutocomplete("overh")).unwrap();
    expect((await sessionRecord(after.sessionKey))?.customerKey).toBe(after.customerKey);
    dispose();
  });
});
