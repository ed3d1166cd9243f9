import { customerGroupChanged, selectNotifications } from "@shop/core";
import type { FetchLike } from "@shop/sync-queue";
import { apiUrl, errorReply } from "@shop/sync-queue/testing";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { UrlLookupContext, UrlLookups } from "./url-resolver-extra";
import { resolveFromMemory } from "./url.selectors";
import { clientNavigationOf, serverResponseOf } from "./rules/navigation-outcome";
import { OFFLINE_UNAVAILABLE_MESSAGE, registerCategoryUrls, registerProductUrls, reportEmptyOfflineData, resolveUrl } from "./url.thunks";
import {
  createUrlMswBackend,
  createUrlResolverTestStore,
  urlCategoryFixtures,
  urlProductFixtures as products,
  urlRewriteFixtures as rewrites,
  type UrlResolverTestStoreOptions,
} from "./testing/index";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const documents = {
  "product:1001": products.configurable,
  "product:1020": products.disabled,
  "category:31": { id: 31, slug: "overhemden-casual", url_key: "casual", url_path: "overhemden/casual", display_mode: "PRODUCTS", is_active: true },
};

function setup(options: UrlResolverTestStoreOptions = {}) {
  const test = createUrlResolverTestStore(options);
  const backend = createUrlMswBackend(test.config, {
    rewrites: Object.values(rewrites),
    documents,
    productsBySku: Object.fromEntries([products.child, products.configurable, products.simple].map((product) => [product.sku, product])),
  });
  server.use(...backend.handlers);
  const resolve = (path: string, childSku?: string) => test.store.dispatch(resolveUrl({ path, ...(childSku && { childSku }) })).unwrap();
  return { ...test, backend, resolve };
}

/** Look-ups that record their calls and answer from a table (`bySku`: products by sku). */
function recordingLookups(answers: { product?: unknown; category?: unknown; cms?: unknown; bySku?: Record<string, unknown> } = {}) {
  const calls: string[] = [];
  const lookups: UrlLookups = {
    productBySku: async (sku, { storeCode }) => {
      calls.push(`sku ${storeCode}:${sku}`);
      return (answers.bySku?.[sku] ?? null) as never;
    },
    productByUrlPath: async (urlPath, { storeCode }) => {
      calls.push(`product ${storeCode}:${urlPath}`);
      return (answers.product ?? null) as never;
    },
    categoryByUrlPath: async (urlPath, { storeCode }) => {
      calls.push(`category ${storeCode}:${urlPath}`);
      return (answers.category ?? null) as never;
    },
    cmsPageBySlug: async (slug) => {
      calls.push(`cms ${slug}`);
      return (answers.cms ?? null) as never;
    },
  };
  return { lookups, calls };
}

const flushCacheWrites = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOT_FOUND_RESOLUTION = { kind: "not-found", route: { name: "page-not-found", params: { slug: "page-not-found" } } };

describe("resolution: memory → local cache → URL map (commerce-core.md §2 Navigation resolution; §7 /api/url/map)", () => {
  it("a product path resolves through the map, then from memory without a call, and is cached locally", async () => {
    const { resolve, backend, urlCacheEntries, store, config } = setup();
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/")).toEqual({
      kind: "route",
      entityType: "product",
      source: "url-map",
      route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT" } },
    });
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit")).toMatchObject({ kind: "route", source: "memory" });
    expect(backend.mapRequests).toHaveLength(1);
    await flushCacheWrites();
    expect(urlCacheEntries.get("nl:p/SH-OXF-WHT/oxford-overhemd-wit")).toMatchObject({ version: 3, entry: { kind: "route", entityType: "product" } });
    expect(resolveFromMemory(store.getState(), "/p/SH-OXF-WHT/oxford-overhemd-wit/", config)?.kind).toBe("route");
  });

  it("sends the request path, the store view and the customer's group in the map request", async () => {
    const { store, backend } = setup();
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g-token" }));
    await store.dispatch(resolveUrl({ path: "/en/overhemden/casual/?page=2" }));
    expect(backend.mapRequests[0]).toEqual({ url: "overhemden/casual", includeFields: null, excludeFields: [], options: {}, groupId: 1, groupToken: "g-token", storeCode: "en" });
  });

  it("asks the look-ups with the store context's customer group of the moment (a login changes it)", async () => {
    const cms = vi.fn(async (_slug: string, _context: UrlLookupContext) => null);
    const { store } = setup({ config: { urlResolver: { fallback: "lookups" } }, lookups: { cmsPageBySlug: cms } });
    await store.dispatch(resolveUrl({ path: "/over-ons" }));
    store.dispatch(customerGroupChanged({ groupId: 4, groupToken: "wholesale" }));
    await store.dispatch(resolveUrl({ path: "/over-ons" }));
    expect(cms.mock.calls.map(([, context]) => context)).toEqual([
      { storeCode: "nl", customerGroup: { groupId: null, groupToken: null } },
      { storeCode: "nl", customerGroup: { groupId: 4, groupToken: "wholesale" } },
    ]);
  });

  it("the local cache answers after a reload (a new store over the same storage), and fills memory", async () => {
    const urlCacheEntries = new Map<string, unknown>();
    const first = setup({ urlCacheEntries });
    await first.resolve("/overhemden/casual/");
    await flushCacheWrites();
    const second = setup({ urlCacheEntries });
    expect(await second.resolve("/overhemden/casual/")).toMatchObject({ kind: "route", entityType: "category", source: "local-cache" });
    expect(second.backend.mapRequests).toHaveLength(0);
    expect(await second.resolve("/overhemden/casual/")).toMatchObject({ source: "memory" });
  });

  it.each([
    ["expired", (now: number) => ({ version: 3, entry: { kind: "redirect", redirectType: 301, location: "/x/" }, savedAt: now - 86_400_001 })],
    ["written before the rules changed (no version), however fresh", (now: number) => ({ entry: { kind: "route", entityType: "category", route: { name: "category", params: { slug: "old" } } }, savedAt: now })],
    ["of version 2 (a registered child without visibility could hold its parent's path)", (now: number) => ({ version: 2, entry: { kind: "route", entityType: "product", route: { name: "simple-product", params: { parentSku: "SH-OXF-WHT-M", slug: "oxford-overhemd-wit-m", childSku: "SH-OXF-WHT-M" } } }, savedAt: now })],
    ["of an earlier version", (now: number) => ({ version: 1, entry: { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit-m/SH-OXF-WHT/" }, savedAt: now })],
    ["of another shape", () => ({ kind: "route" })],
    ["not an object", () => "garbage"],
  ])("a local-cache entry that is %s is a miss", async (_case, stored) => {
    const urlCacheEntries = new Map<string, unknown>();
    const { resolve, clock, backend } = setup({ urlCacheEntries });
    urlCacheEntries.set("nl:overhemden/casual", stored(clock.now()));
    expect(await resolve("/overhemden/casual/")).toMatchObject({ source: "url-map" });
    expect(backend.mapRequests).toHaveLength(1);
  });

  it.each([
    ["an old product URL: 301", "/oxford-overhemd-wit.html", { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" }],
    ["an old category prefix: 301", "/heren/overhemden/", { kind: "redirect", redirectType: 301, location: "/overhemden/" }],
    ["a campaign path: 302", "/acties", { kind: "redirect", redirectType: 302, location: "/sale/" }],
    ["a campaign path in en: localized target", "/en/acties/", { kind: "redirect", redirectType: 302, location: "/en/sale/?___store=en" }],
    ["an old paginated category URL keeps its page", "/heren/overhemden/?page=3", { kind: "redirect", redirectType: 301, location: "/overhemden/?page=3" }],
    ["campaign parameters are passed on", "/acties?utm_source=mail&utm_campaign=summer", { kind: "redirect", redirectType: 302, location: "/sale/?utm_source=mail&utm_campaign=summer" }],
    ["in en: the visited query first, then the target's store code", "/en/acties/?utm_source=mail", { kind: "redirect", redirectType: 302, location: "/en/sale/?utm_source=mail&___store=en" }],
    ["an absolute target stays as it is", "/merk/?utm_source=mail", { kind: "redirect", redirectType: 302, location: "https://brand.example.com/" }],
  ])("redirect records produce a redirect: %s", async (_case, path, expected) => {
    const { resolve } = setup();
    expect(await resolve(path)).toEqual({ ...expected, source: "url-map" });
    expect(await resolve(path)).toEqual({ ...expected, source: "memory" });
  });

  it("the query is the visit's, not the entry's: kept without it (memory, local cache), each visit's own query passed on", async () => {
    const urlCacheEntries = new Map<string, unknown>();
    const first = setup({ urlCacheEntries });
    expect(await first.resolve("/heren/overhemden/?page=3")).toMatchObject({ location: "/overhemden/?page=3", source: "url-map" });
    expect(await first.resolve("/heren/overhemden/")).toMatchObject({ location: "/overhemden/", source: "memory" });
    expect(await first.resolve("/heren/overhemden/?page=4")).toMatchObject({ location: "/overhemden/?page=4", source: "memory" });
    expect(resolveFromMemory(first.store.getState(), "/heren/overhemden/?page=5", first.config)).toMatchObject({ location: "/overhemden/?page=5" });
    expect(first.store.getState().urlResolver.map["nl:heren/overhemden"]).toEqual({ kind: "redirect", redirectType: 301, location: "/overhemden/" });
    await flushCacheWrites();
    expect([...urlCacheEntries.keys()]).toEqual(["nl:heren/overhemden"]);
    expect(urlCacheEntries.get("nl:heren/overhemden")).toMatchObject({ entry: { location: "/overhemden/" } });
    const second = setup({ urlCacheEntries });
    expect(await second.resolve("/heren/overhemden/?page=2")).toMatchObject({ location: "/overhemden/?page=2", source: "local-cache" });
  });

  it("a variant's redirect to its parent passes the visited query on", async () => {
    const { resolve } = setup();
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/?utm_source=ad", "SH-OXF-WHT-M")).toEqual({
      kind: "redirect",
      redirectType: 301,
      location: "/p/SH-OXF-WHT/oxford-overhemd-wit/?utm_source=ad",
      source: "url-map",
    });
  });

  it("a variant (childSku) asks the map by sku, then its parent by sku, and redirects to the parent's URL; not kept under the path alone", async () => {
    const { resolve, backend, store, config } = setup();
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M", "SH-OXF-WHT-M")).toEqual({
      kind: "redirect",
      redirectType: 301,
      location: "/p/SH-OXF-WHT/oxford-overhemd-wit/",
      source: "url-map",
    });
    expect(backend.mapRequests.map((request) => request.filters)).toEqual([{ sku: "SH-OXF-WHT-M" }, { sku: "SH-OXF-WHT" }]);
    expect(resolveFromMemory(store.getState(), "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M", config)).toBeNull();
  });

  it("a variant's answer is kept under its path and sku: resolved again from memory, and after a reload from the local cache, without a call", async () => {
    const urlCacheEntries = new Map<string, unknown>();
    const first = setup({ urlCacheEntries });
    const path = "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/";
    const redirect = { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" };
    expect(await first.resolve(path, "SH-OXF-WHT-M")).toEqual({ ...redirect, source: "url-map" });
    expect(await first.resolve(path, "SH-OXF-WHT-M")).toEqual({ ...redirect, source: "memory" });
    expect(first.backend.mapRequests).toHaveLength(2);
    await flushCacheWrites();
    expect([...urlCacheEntries.keys()]).toEqual(["SH-OXF-WHT-M@nl:p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M"]);
    const second = setup({ urlCacheEntries });
    expect(await second.resolve(path, "SH-OXF-WHT-M")).toEqual({ ...redirect, source: "local-cache" });
    expect(second.backend.mapRequests).toHaveLength(0);
    // Another variant of the same path is asked for itself (the map knows no SH-OXF-WHT-L here).
    expect(await second.resolve(path, "SH-OXF-WHT-L")).toMatchObject({ kind: "not-found" });
    expect(second.backend.mapRequests.map((request) => request.filters)).toEqual([{ sku: "SH-OXF-WHT-L" }]);
  });

  it("a variant in the look-ups fallback is cached too: the second resolution asks no look-up", async () => {
    const { lookups, calls } = recordingLookups({ bySku: { "SH-OXF-WHT-M": products.child, "SH-OXF-WHT": products.configurable } });
    const { resolve } = setup({ lookups, config: { urlResolver: { fallback: "lookups" } } });
    const path = "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/";
    expect(await resolve(path, "SH-OXF-WHT-M")).toMatchObject({ kind: "redirect", source: "product-lookup" });
    expect(await resolve(path, "SH-OXF-WHT-M")).toMatchObject({ kind: "redirect", source: "memory" });
    expect(calls).toEqual(["sku nl:SH-OXF-WHT-M", "sku nl:SH-OXF-WHT"]);
  });

  it("a variant with child access allowed opens the parent's page (the parent's slug) on the child", async () => {
    const { resolve } = setup({ config: { catalog: { preventConfigurableChildrenDirectAccess: false } } });
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", "SH-OXF-WHT-M")).toEqual({
      kind: "route",
      entityType: "product",
      source: "url-map",
      route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT-M" } },
    });
  });

  it("a variant whose parent the map does not know is page-not-found", async () => {
    const { resolve, backend, config } = setup();
    server.use(
      http.post(apiUrl(config, "/api/url/map"), async ({ request }) => {
        const body = (await request.clone().json()) as { filters?: { sku?: string } };
        if (body.filters?.sku === "SH-OXF-WHT") return HttpResponse.json({ hits: { total: 0, hits: [] } });
        return undefined;
      }),
    );
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", "SH-OXF-WHT-M")).toMatchObject({ kind: "not-found" });
    expect(backend.mapRequests).toHaveLength(1);
  });

  it("a disabled product's path (status 2: product load fails) is page-not-found, not its page (commerce-core.md §4, §2)", async () => {
    const { resolve, backend } = setup();
    expect(await resolve("/p/JA-FLD-BEI/veldjas-beige/")).toEqual({ kind: "not-found", route: { name: "page-not-found", params: { slug: "page-not-found" } } });
    expect(backend.mapRequests).toHaveLength(1);
  });

  it("the home path is the home route, without a call", async () => {
    const { resolve, backend } = setup();
    expect(await resolve("/en/")).toMatchObject({ kind: "route", route: { name: "home" } });
    expect(backend.mapRequests).toHaveLength(0);
  });
});

describe("fallback after the URL map (default 'url-map')", () => {
  it("a map miss asks only the CMS look-up, with the content slug", async () => {
    const { lookups, calls } = recordingLookups({ cms: { slug: "nl/over-ons" } });
    const { resolve } = setup({ lookups });
    expect(await resolve("/over-ons/")).toEqual({ kind: "route", entityType: "cms-page", route: { name: "cms-page", params: { slug: "nl/over-ons" } }, source: "cms-lookup" });
    expect(calls).toEqual(["cms nl/over-ons"]);
  });

  it("a map miss without CMS page is page-not-found, no notification", async () => {
    const { lookups } = recordingLookups();
    const { resolve, store } = setup({ lookups });
    expect(await resolve("/no/such/page")).toEqual({ kind: "not-found", route: { name: "page-not-found", params: { slug: "page-not-found" } } });
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("a failing map call runs the look-ups (product, category, CMS), logged", async () => {
    const { lookups, calls } = recordingLookups({ category: { slug: "sale", url_path: "sale", display_mode: "PRODUCTS" } });
    const { resolve, config, errors } = setup({ lookups });
    server.use(http.post(apiUrl(config, "/api/url/map"), () => errorReply(500, "Internal server error")));
    expect(await resolve("/sale/")).toMatchObject({ kind: "route", entityType: "category", source: "category-lookup" });
    expect(calls).toEqual(["product nl:sale", "category nl:sale"]);
    expect(errors.map((entry) => entry.message)).toEqual(['route look-up of "sale" failed']);
  });
});

describe("fallback 'lookups': redirect record, then product by url_path, category, CMS page (commerce-core.md §2)", () => {
  it.each([
    ["a redirect record wins", "/acties/", {}, { kind: "redirect", source: "redirect-lookup", location: "/sale/" }, []],
    ["a redirect record passes the visited query on", "/acties/?utm_source=mail", {}, { kind: "redirect", source: "redirect-lookup", location: "/sale/?utm_source=mail" }, []],
    ["the product", "/p/GC-050/cadeaubon-50/", { product: products.simple, category: { slug: "x", url_path: "x" } }, { kind: "route", source: "product-lookup" }, ["product nl:p/GC-050/cadeaubon-50"]],
    ["then the category", "/overhemden/", { category: { slug: "overhemden", url_path: "overhemden" } }, { kind: "route", source: "category-lookup" }, ["product nl:overhemden", "category nl:overhemden"]],
    ["a PAGE category is skipped for the CMS page", "/lookbook/", { category: { url_path: "lookbook", display_mode: "PAGE" }, cms: {} }, { kind: "route", source: "cms-lookup" }, ["product nl:lookbook", "category nl:lookbook", "cms nl/lookbook"]],
    ["then the CMS page", "/en/about-us", { cms: {} }, { kind: "route", source: "cms-lookup", route: { name: "cms-page", params: { slug: "en/about-us" } } }, ["product en:about-us", "category en:about-us", "cms en/about-us"]],
    ["else page-not-found", "/nothing", {}, { kind: "not-found" }, ["product nl:nothing", "category nl:nothing", "cms nl/nothing"]],
    [
      "a child product redirects to its parent's URL (parent by sku)",
      "/p/SH-OXF-WHT-M/x/",
      { product: products.child, bySku: { "SH-OXF-WHT": products.configurable } },
      { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" },
      ["product nl:p/SH-OXF-WHT-M/x", "sku nl:SH-OXF-WHT"],
    ],
    [
      "a child whose parent is not found: the next look-ups run",
      "/p/SH-OXF-WHT-M/x/",
      { product: products.child },
      { kind: "not-found" },
      ["product nl:p/SH-OXF-WHT-M/x", "sku nl:SH-OXF-WHT", "category nl:p/SH-OXF-WHT-M/x", "cms nl/p/SH-OXF-WHT-M/x"],
    ],
    [
      "a visible configurable child (visibility 4) is its own page, as the catalogue's load rule shows it: no parent look-up",
      "/p/SH-OXF-WHT-M/oxford-overhemd-wit-m/",
      { product: { ...products.child, visibility: 4, url_path: "p/SH-OXF-WHT-M/oxford-overhemd-wit-m" }, bySku: { "SH-OXF-WHT": products.configurable } },
      { kind: "route", source: "product-lookup", route: { name: "simple-product", params: { parentSku: "SH-OXF-WHT-M", slug: "oxford-overhemd-wit-m", childSku: "SH-OXF-WHT-M" } } },
      ["product nl:p/SH-OXF-WHT-M/oxford-overhemd-wit-m"],
    ],
    [
      "a disabled product fails (§4): the next look-ups run",
      "/p/JA-FLD-BEI/veldjas-beige/",
      { product: products.disabled },
      { kind: "not-found" },
      ["product nl:p/JA-FLD-BEI/veldjas-beige", "category nl:p/JA-FLD-BEI/veldjas-beige", "cms nl/p/JA-FLD-BEI/veldjas-beige"],
    ],
  ])("%s", async (_case, path, answers, expected, lookupCalls) => {
    const { lookups, calls } = recordingLookups(answers);
    const { resolve, backend } = setup({ lookups, config: { urlResolver: { fallback: "lookups" } } });
    expect(await resolve(path)).toMatchObject(expected);
    expect(calls).toEqual(lookupCalls);
    expect(backend.redirectRequests).toHaveLength(1);
    expect(backend.mapRequests).toHaveLength(0);
  });

  it.each([
    ["child access prevented: a 301 to the parent", {}, { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/", source: "product-lookup" }],
    [
      "child access allowed: the parent's page on the child",
      { catalog: { preventConfigurableChildrenDirectAccess: false } },
      { kind: "route", source: "product-lookup", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT-M" } } },
    ],
  ])("a variant (childSku) asks its product by sku, then the parent: %s (commerce-core.md §2)", async (_case, config, expected) => {
    const { lookups, calls } = recordingLookups({ bySku: { "SH-OXF-WHT-M": products.child, "SH-OXF-WHT": products.configurable } });
    const { resolve } = setup({ lookups, config: { ...config, urlResolver: { fallback: "lookups" } } });
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", "SH-OXF-WHT-M")).toMatchObject(expected);
    expect(calls).toEqual(["sku nl:SH-OXF-WHT-M", "sku nl:SH-OXF-WHT"]);
  });

  it("a look-up that throws or answers out of shape is logged and the next one runs", async () => {
    const cms = vi.fn(async () => ({}));
    const { resolve, errors } = setup({
      config: { urlResolver: { fallback: "lookups" } },
      lookups: {
        productByUrlPath: async () => {
          throw new Error("search index down");
        },
        categoryByUrlPath: async () => ({ url_path: 42 }) as never,
        cmsPageBySlug: cms,
      },
    });
    expect(await resolve("/over-ons")).toMatchObject({ kind: "route", source: "cms-lookup" });
    expect(errors).toHaveLength(2);
    expect(cms).toHaveBeenCalledWith("nl/over-ons", { storeCode: "nl", customerGroup: { groupId: null, groupToken: null } });
  });

  it("missing look-ups are skipped", async () => {
    const { resolve } = setup({ config: { urlResolver: { fallback: "lookups" } } });
    expect(await resolve("/whatever")).toMatchObject({ kind: "not-found" });
  });
});

describe("URL searches wait search.clientTimeoutMs (commerce-core.md §9: 5000 ms), not the 15 s of other calls", () => {
  it.each([
    ["the URL map (POST /api/url/map)", "url-map", "/api/url/map"],
    ["the redirect look-up (GET /api/url/redirect)", "lookups", "/api/url/redirect"],
  ] as const)("%s", async (_case, fallback, path) => {
    const sent: string[] = [];
    // A back end that never answers: the call ends only when the queue gives up.
    const silentFetch: FetchLike = (url, init) => {
      sent.push(new URL(url).pathname);
      return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)));
    };
    const { store, clock, queue, errors } = setup({ fetch: silentFetch, config: { urlResolver: { fallback } } });
    // The stored tasks load under a 2000 ms storage timeout on the same clock: settled first.
    await queue.ready();
    let resolution: unknown;
    void store.dispatch(resolveUrl({ path: "/x/" })).unwrap().then((answer) => (resolution = answer));
    await vi.waitFor(() => expect(sent).toEqual([path]));
    clock.advance(4999);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolution).toBeUndefined();
    clock.advance(1);
    await vi.waitFor(() => expect(resolution).toMatchObject({ kind: "error", failures: [{ step: fallback === "url-map" ? "url-map" : "redirect-lookup", kind: "network" }] }));
    expect(errors[0]?.error).toMatchObject({ kind: "network", message: expect.stringContaining("timed out after 5000 ms") });
  });
});

describe("offline + empty data (commerce-core.md §2, §8 offline navigation)", () => {
  it("offline and nothing found: the notification with OK, then the store home of the path's view", async () => {
    const { resolve, store, backend } = setup({ online: false });
    expect(await resolve("/en/some/product/")).toEqual({ kind: "offline-home", location: "/en/?___store=en" });
    expect(backend.mapRequests).toHaveLength(0);
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ type: "danger", message: OFFLINE_UNAVAILABLE_MESSAGE, action1: { label: "OK", command: { kind: "close" } } }),
    ]);
    expect(OFFLINE_UNAVAILABLE_MESSAGE).toBe("The product, category or CMS page is not available in Offline mode. Redirecting to Home.");
  });

  it("a request without reply while online (refused, timed out) is logged and gives the error resolution, not page-not-found, no offline notification (§8 route lookup failures are logged)", async () => {
    const { resolve, config, store, errors } = setup();
    server.use(http.post(apiUrl(config, "/api/url/map"), () => HttpResponse.error()));
    expect(await resolve("/x/")).toEqual({ kind: "error", route: { name: "error", params: {} }, failures: [{ step: "url-map", kind: "network" }] });
    expect(errors.map((entry) => entry.message)).toEqual(['route look-up of "x" failed']);
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("no reply again while the queue says offline (an earlier call got none): offline, the notification and the store home", async () => {
    const { resolve, config, store, queue } = setup();
    server.use(http.post(apiUrl(config, "/api/url/map"), () => HttpResponse.error()));
    expect(await resolve("/x/")).toMatchObject({ kind: "error" });
    expect(queue.isOnline()).toBe(false);
    expect(await resolve("/y/")).toEqual({ kind: "offline-home", location: "/" });
    expect(selectNotifications(store.getState()).map((notification) => notification.message)).toEqual([OFFLINE_UNAVAILABLE_MESSAGE]);
  });

  it("offline, the memory still answers", async () => {
    const { resolve, store } = setup({ online: false });
    await store.dispatch(registerCategoryUrls({ categories: urlCategoryFixtures }));
    expect(await resolve("/overhemden/casual/")).toMatchObject({ kind: "route", source: "memory" });
  });

  it("offline, a look-up that answers from local data still resolves", async () => {
    const { lookups } = recordingLookups({ product: products.simple });
    const { resolve } = setup({ online: false, lookups });
    expect(await resolve("/p/GC-050/cadeaubon-50/")).toMatchObject({ kind: "route", source: "product-lookup" });
  });

  it("reportEmptyOfflineData on a server store: null even while its queue says offline (offline never applies there)", async () => {
    const { store } = setup({ runtime: "server", online: false });
    await expect(store.dispatch(reportEmptyOfflineData({ path: "/de/x" })).unwrap()).resolves.toBeNull();
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("reportEmptyOfflineData: online → null; offline → notification and the store home", async () => {
    const online = setup();
    await expect(online.store.dispatch(reportEmptyOfflineData({ path: "/de/x" })).unwrap()).resolves.toBeNull();
    expect(selectNotifications(online.store.getState())).toHaveLength(0);
    const offline = setup({ online: false });
    await expect(offline.store.dispatch(reportEmptyOfflineData({ path: "/de/x" })).unwrap()).resolves.toBe("/de/?___store=de");
    expect(selectNotifications(offline.store.getState())[0]?.message).toBe(OFFLINE_UNAVAILABLE_MESSAGE);
  });
});

const ERROR_ROUTE = { name: "error", params: {} };
const htmlPage = (status: number, body: string) => new HttpResponse(body, { status, headers: { "content-type": "text/html" } });

describe("a failing back end: the error resolution, never page-not-found (ARCHITECTURE Server rendering: 503, never cached; commerce-core.md §2 /error, §8)", () => {
  it.each<[string, () => Response, object]>([
    ["a 500 in the envelope", () => errorReply(500, "Internal server error"), { kind: "server", code: 500 }],
    ["a 500 HTML page", () => htmlPage(500, "<h1>Internal Server Error</h1>"), { kind: "bad-content-type", code: 500 }],
    ["a gateway's 502 page", () => htmlPage(502, "<h1>502 Bad Gateway</h1>"), { kind: "network", code: 502 }],
    ["a maintenance 503 page", () => htmlPage(503, "<h1>Down for maintenance</h1>"), { kind: "network", code: 503 }],
    ["a reply out of the map's schema", () => HttpResponse.json({ hits: "none" }), { kind: "schema", code: 200 }],
    ["an empty reply", () => new HttpResponse("", { status: 200, headers: { "content-type": "application/json" } }), { kind: "empty-response", code: 200 }],
  ])("the map fails with %s and nothing else answers: error (503, the error screen), logged, kept nowhere", async (_case, reply, failure) => {
    const { lookups, calls } = recordingLookups();
    const { resolve, config, store, errors, urlCacheEntries, backend } = setup({ lookups });
    server.use(http.post(apiUrl(config, "/api/url/map"), reply, { once: true }));
    const resolution = await resolve("/over-ons/");
    expect(resolution).toEqual({ kind: "error", route: ERROR_ROUTE, failures: [{ step: "url-map", ...failure }] });
    expect(serverResponseOf(resolution)).toEqual({ status: 503, retryAfterSeconds: 30, cacheControl: "no-store" });
    expect(clientNavigationOf(resolution)).toEqual({ type: "render", route: ERROR_ROUTE });
    // The map failed: the look-ups ran (they may know the page), and missed.
    expect(calls).toEqual(["product nl:over-ons", "category nl:over-ons", "cms nl/over-ons"]);
    expect(errors.map((entry) => entry.message)).toEqual(['route look-up of "over-ons" failed']);
    expect(selectNotifications(store.getState())).toHaveLength(0);
    await flushCacheWrites();
    expect(store.getState().urlResolver.map).toEqual({});
    expect(urlCacheEntries.size).toBe(0);
    // Nothing was kept: the next visit asks the (recovered) back end again.
    expect(await resolve("/over-ons/")).toMatchObject({ kind: "not-found" });
    expect(backend.mapRequests).toHaveLength(1);
  });

  it("a step that fails while a later one finds the page: the page, as before", async () => {
    const { lookups } = recordingLookups({ cms: {} });
    const { resolve, config } = setup({ lookups });
    server.use(http.post(apiUrl(config, "/api/url/map"), () => errorReply(500, "Internal server error")));
    expect(await resolve("/over-ons/")).toMatchObject({ kind: "route", source: "cms-lookup" });
  });

  it("every look-up failure is summed up, in order (fallback 'lookups')", async () => {
    const { resolve, config } = setup({
      config: { urlResolver: { fallback: "lookups" } },
      lookups: {
        productByUrlPath: async () => {
          throw new Error("search index down");
        },
        categoryByUrlPath: async () => null,
        cmsPageBySlug: async () => null,
      },
    });
    server.use(http.get(apiUrl(config, "/api/url/redirect"), () => htmlPage(503, "<h1>Down</h1>")));
    expect(await resolve("/nergens/")).toEqual({
      kind: "error",
      route: ERROR_ROUTE,
      failures: [
        { step: "redirect-lookup", kind: "network", code: 503 },
        { step: "product-lookup", kind: "exception" },
      ],
    });
  });

  it.each([
    ["404 (JSON)", () => errorReply(404, "Not found")],
    ["404 (an HTML page)", () => htmlPage(404, "<h1>Not Found</h1>")],
    ["405", () => errorReply(405, "Method not allowed")],
  ])("a back end without the map (it answers %s): the look-ups decide; all missing is page-not-found", async (_case, reply) => {
    const { lookups, calls } = recordingLookups();
    const { resolve, config } = setup({ lookups });
    server.use(http.post(apiUrl(config, "/api/url/map"), reply));
    expect(await resolve("/nergens/")).toEqual(NOT_FOUND_RESOLUTION);
    expect(calls).toEqual(["product nl:nergens", "category nl:nergens", "cms nl/nergens"]);
  });

  it("all steps miss cleanly: page-not-found, as before", async () => {
    const { lookups } = recordingLookups();
    const { resolve } = setup({ lookups, config: { urlResolver: { fallback: "lookups" } } });
    expect(await resolve("/nergens/")).toEqual(NOT_FOUND_RESOLUTION);
  });
});

describe("on a server (extra.runtime \"server\", a server queue): offline never applies", () => {
  it("no reply is an error each time, never the offline home; the next resolution asks the back end again", async () => {
    const { resolve, config, store, queue, backend } = setup({ runtime: "server" });
    server.use(http.post(apiUrl(config, "/api/url/map"), () => HttpResponse.error(), { once: true }));
    server.use(http.post(apiUrl(config, "/api/url/map"), () => HttpResponse.error(), { once: true }));
    expect(await resolve("/x/")).toMatchObject({ kind: "error", failures: [{ step: "url-map", kind: "network" }] });
    expect(queue.isOnline()).toBe(true);
    expect(await resolve("/y/")).toMatchObject({ kind: "error", failures: [{ step: "url-map", kind: "network" }] });
    expect(selectNotifications(store.getState())).toHaveLength(0);
    // The back end is back: the third call is sent and answers.
    expect(await resolve("/acties/")).toMatchObject({ kind: "redirect", source: "url-map" });
    expect(backend.mapRequests).toHaveLength(1);
  });

  it("even a queue the app set offline: its unsent call is an error, no notification, no store home", async () => {
    const { resolve, store } = setup({ runtime: "server", online: false });
    expect(await resolve("/en/some/product/")).toEqual({ kind: "error", route: ERROR_ROUTE, failures: [{ step: "url-map", kind: "offline" }] });
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("a miss on a server is page-not-found (404), as in the browser", async () => {
    const { resolve } = setup({ runtime: "server" });
    const resolution = await resolve("/nergens/");
    expect(resolution).toEqual(NOT_FOUND_RESOLUTION);
    expect(serverResponseOf(resolution)).toEqual({ status: 404 });
  });
});

describe("registration", () => {
  it("category URLs are registered for every non-PAGE category with a url_path (commerce-core.md §2), in memory and the local cache", async () => {
    const { store, resolve, urlCacheEntries, backend } = setup();
    expect(await store.dispatch(registerCategoryUrls({ categories: urlCategoryFixtures, storeCode: "en" })).unwrap()).toBe(3);
    expect([...urlCacheEntries.keys()]).toEqual(["en:overhemden", "en:overhemden/casual", "en:overhemden/formeel"]);
    expect(await resolve("/en/overhemden/formeel/")).toMatchObject({ source: "memory", route: { name: "category", params: { slug: "overhemden-formeel" } } });
    // Not registered (PAGE): the map is asked, and knows no such path.
    expect(await resolve("/en/lookbook/")).toMatchObject({ kind: "not-found" });
    expect(backend.mapRequests).toHaveLength(1);
  });

  it("a category met twice (a search hit and in its parent's children_data, as a catalogue search answers them) is one URL: counted and cached once", async () => {
    const { store, urlCacheEntries, urlCache } = setup();
    const [root] = urlCategoryFixtures;
    const searched = [root!, ...(root!.children_data ?? [])];
    const cacheWrites = vi.spyOn(urlCache, "setItem");
    expect(await store.dispatch(registerCategoryUrls({ categories: searched, storeCode: "en" })).unwrap()).toBe(3);
    expect(cacheWrites.mock.calls.map(([key]) => key)).toEqual(["en:overhemden", "en:overhemden/casual", "en:overhemden/formeel"]);
    expect([...urlCacheEntries.keys()]).toEqual(["en:overhemden", "en:overhemden/casual", "en:overhemden/formeel"]);
  });

  it("a product listed twice is one URL", async () => {
    const { store } = setup();
    expect(await store.dispatch(registerProductUrls({ products: [products.simple, products.simple] })).unwrap()).toBe(1);
  });

  it("registering unchanged category URLs again changes no state (no re-render) and renews their local cache entries", async () => {
    const { store, urlCache, clock } = setup();
    await store.dispatch(registerCategoryUrls({ categories: urlCategoryFixtures, storeCode: "en" }));
    const mapBefore = store.getState().urlResolver.map;
    const cacheWrites = vi.spyOn(urlCache, "setItem");
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    clock.advance(60_000);
    expect(await store.dispatch(registerCategoryUrls({ categories: urlCategoryFixtures, storeCode: "en" })).unwrap()).toBe(3);
    unsubscribe();
    expect(store.getState().urlResolver.map).toBe(mapBefore);
    // Only the thunk's own pending and fulfilled actions: no urlMappingsRegistered.
    expect(listener).toHaveBeenCalledTimes(2);
    expect(cacheWrites.mock.calls.map(([key]) => key)).toEqual(["en:overhemden", "en:overhemden/casual", "en:overhemden/formeel"]);
    expect(cacheWrites.mock.calls[0]?.[1]).toMatchObject({ savedAt: clock.now() });
  });

  it("a changed or new category URL changes the state; the unchanged ones stay as they are", async () => {
    const { store } = setup();
    await store.dispatch(registerCategoryUrls({ categories: urlCategoryFixtures, storeCode: "en" }));
    const before = store.getState().urlResolver.map;
    const [root, ...rest] = urlCategoryFixtures;
    const renamed = { ...root!, slug: "shirts" };
    expect(await store.dispatch(registerCategoryUrls({ categories: [renamed, ...rest], storeCode: "en" })).unwrap()).toBe(3);
    const after = store.getState().urlResolver.map;
    expect(after["en:overhemden"]).toMatchObject({ route: { params: { slug: "shirts" } } });
    expect(after["en:overhemden/casual"]).toBe(before["en:overhemden/casual"]);
  });

  it("loaded products' url_paths are registered: pages of their own only (no child, disabled or hidden product, nor one without url_path)", async () => {
    const { store, resolve } = setup();
    const loaded = [products.simple, products.configurable, products.child, products.disabled, products.notVisible, { sku: "N", type_id: "simple" }];
    expect(await store.dispatch(registerProductUrls({ products: loaded })).unwrap()).toBe(2);
    expect(Object.keys(store.getState().urlResolver.map)).toEqual(["nl:p/GC-050/cadeaubon-50", "nl:p/SH-OXF-WHT/oxford-overhemd-wit"]);
    expect(await resolve("/p/GC-050/cadeaubon-50/")).toMatchObject({ source: "memory", route: { name: "simple-product" } });
    expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/")).toMatchObject({ source: "memory", route: { name: "configurable-product", params: { slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT" } } });
  });

  it("a parent's configurable_children without visibility (as the parent's document holds them) are no pages: the parent's mapping stays", async () => {
    const { store } = setup();
    await store.dispatch(registerProductUrls({ products: [products.configurable] }));
    const before = store.getState().urlResolver.map;
    const { visibility: _hidden, ...inlineChild } = products.child;
    expect(await store.dispatch(registerProductUrls({ products: [inlineChild, { ...inlineChild, sku: "SH-OXF-WHT-L" }] })).unwrap()).toBe(0);
    expect(store.getState().urlResolver.map).toBe(before);
  });

  it("an unknown store code is refused", async () => {
    const { store } = setup();
    await expect(store.dispatch(registerProductUrls({ products: [products.simple], storeCode: "xx" })).unwrap()).rejects.toThrow('Store view "xx" is not configured (nl, en, de, fr)');
  });
});
