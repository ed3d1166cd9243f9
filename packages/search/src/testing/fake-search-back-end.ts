import type { FetchLike } from "@shop/sync-queue";
import type { AutocompleteReply, CardProduct, CartPageReply, PageReply, ProductGroup, ProductPageReply } from "../service-reply.schemas";

/** A call the fake service got: its path after the service url, its query and body. */
export interface FakeSearchCall {
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeSearchBackEndOptions {
  /** Replies by path (`/queries/landing-page`, …); a function gets the call. Default: an empty published page. */
  replies?: Partial<Record<string, object | ((call: FakeSearchCall) => object)>>;
  /** The service url prefix (default `search.serviceUrl`'s default). */
  serviceUrl?: string;
  /** Other requests (the catalogue search): answered by this fetch, else 404. */
  fallback?: FetchLike;
}

/** A card of the fake service (§3 "Card product"). */
export function fakeCard(sku: string, overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    key: sku,
    title: `Product ${sku}`,
    link: `/p/${sku}/product-${sku.toLowerCase()}/`,
    sku,
    ticket: `ticket-${sku}`,
    brand: "Shop",
    inStock: true,
    swatch: [],
    badges: [],
    typedCustom: { product_labels: [], tritonx_mm: null },
    imageInfo: { images: [{ sources: [{ url: `https://img.test/${sku}.jpg`, width: 512 }] }] },
    sellingPrice: { min: 40, max: 40 },
    listPrice: { min: 50, max: 50 },
    ...overrides,
  };
}

export function fakeGroup(sku: string, overrides: Partial<CardProduct> = {}): ProductGroup {
  return { key: sku, link: `/p/${sku}/`, ticket: `group-ticket-${sku}`, products: [fakeCard(sku, overrides)], variants: [] };
}

export function fakePage(groups: ProductGroup[], overrides: Partial<NonNullable<PageReply["primaryList"]>> = {}, heading = "New in"): PageReply {
  return {
    primaryList: {
      productGroups: groups,
      totalHits: groups.length,
      sort: { options: [{ id: "RELEVANCE", label: "Recommended" }], selected: "RELEVANCE" },
      facets: [
        { id: "color", label: "Colour", type: "CHECKBOX", values: [{ id: "navy", label: "Navy", count: 3, selected: false }] },
        { id: "price", label: "Price", type: "RANGE", min: 20, max: 120, minSelected: null, maxSelected: null },
      ],
      published: true,
      ...overrides,
    },
    navigation: { breadcrumbs: [{ label: "Home", path: "/" }, { label: heading, path: "/l/elevate/new-in" }], tree: [] },
    contentLists: [],
    seo: { pageHeading: heading },
  };
}

export const fakeAutocomplete = (skus: string[], phrases: string[]): AutocompleteReply => ({
  productSuggestions: skus.map((sku) => fakeCard(sku)),
  phraseSuggestions: phrases.map((q) => ({ q, highlighted: q })),
});

export const fakeProductPage = (alternatives: string[], upsell: string[]): ProductPageReply => ({
  recommendationLists: [
    { id: "pdp-alternatives", algorithm: "ALTERNATIVES", productGroups: alternatives.map((sku) => fakeGroup(sku)) },
    { id: "pdp-upsell", algorithm: "UPSELL", productGroups: upsell.map((sku) => fakeGroup(sku)) },
  ],
});

export const fakeCartPage = (skus: string[]): CartPageReply => ({ recommendationLists: [{ id: "cart", algorithm: "CART", productGroups: skus.map((sku) => fakeGroup(sku)) }] });

/**
 * A fake search and recommendation service behind a `fetch`: answers the service's paths with
 * the given replies (bare JSON; a notification 204), records every call (`calls`).
 */
export function createFakeSearchBackEnd(options: FakeSearchBackEndOptions = {}) {
  const calls: FakeSearchCall[] = [];
  const prefix = options.serviceUrl ?? "/search-service/v3";
  const replies = options.replies ?? {};
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(String(input));
    const at = url.pathname.indexOf(prefix);
    if (at < 0) return options.fallback ? options.fallback(input, init) : new Response(JSON.stringify({ error: { message: "not found" } }), { status: 404, headers: { "content-type": "application/json" } });
    const path = url.pathname.slice(at + prefix.length);
    const text = typeof init?.body === "string" ? init.body : "";
    const call: FakeSearchCall = { path, query: Object.fromEntries(url.searchParams), body: text === "" ? undefined : (JSON.parse(text) as unknown) };
    calls.push(call);
    if (path.startsWith("/notifications/")) return new Response(null, { status: 204 });
    const given = replies[path];
    const reply = typeof given === "function" ? given(call) : (given ?? fakePage([]));
    return new Response(JSON.stringify(reply), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { fetch, calls };
}

export type FakeSearchBackEnd = ReturnType<typeof createFakeSearchBackEnd>;
