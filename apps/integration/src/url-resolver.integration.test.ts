import { selectNotifications } from "@shop/core";
import { createCatalogLookups } from "@shop/catalog-pricing";
import {
  clientNavigationOf,
  OFFLINE_UNAVAILABLE_MESSAGE,
  registerCategoryUrls,
  resolveUrl,
  serverResponseOf,
  urlKeyOfUrlPath,
  type RegistrableCategory,
} from "@shop/url-resolver";
import { createUrlResolverTestStore, type UrlResolverTestStoreOptions } from "@shop/url-resolver/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogFor } from "./support/catalog";
import { closedPortUrl } from "./support/closed-port";
import { startShop, type RunningShop } from "./support/start-shop";

// commerce-core.md §2 Navigation resolution and §7 /api/url/map: @shop/url-resolver against apps/api's seed.

describe("@shop/url-resolver against apps/api", () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  const setup = (options: UrlResolverTestStoreOptions = {}) => {
    const test = createUrlResolverTestStore({ ...options, config: { ...options.config, api: { url: shop.url } } });
    return { ...test, resolve: (path: string, childSku?: string) => test.store.dispatch(resolveUrl({ path, ...(childSku && { childSku }) })).unwrap() };
  };

  describe("URL map (default fallback)", () => {
    it.each([
      ["a product path", "/p/SH-OXF-WHT/oxford-overhemd-wit/", { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT" } }],
      ["a category path", "/overhemden/casual/", { name: "category", params: { slug: "overhemden-casual", url_path: "overhemden/casual" } }],
      ["a category path in en", "/en/shirts/formal/?page=2", { name: "category", params: { slug: "shirts-formal", url_path: "shirts/formal" } }],
    ])("%s resolves to its route, then from memory", async (_case, path, route) => {
      const { resolve } = setup();
      const first = await resolve(path);
      expect(first).toEqual({ kind: "route", entityType: route.name === "category" ? "category" : "product", route, source: "url-map" });
      expect(serverResponseOf(first)).toEqual({ status: 200 });
      expect(await resolve(path)).toMatchObject({ source: "memory", route });
    });

    it("a product path in en (its en url_path)", async () => {
      const { extra, context } = catalogFor(shop.url);
      const [product] = (await extra.catalog.api.search("product", { filter: { sku: "SH-OXF-WHT" }, size: 1 }, context("en"))).items;
      const { resolve } = setup();
      expect(await resolve(`/en/${product!.url_path}/?___store=en`)).toMatchObject({ kind: "route", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT" } } });
    });

    it.each([
      ["301 for an old product URL", "/oxford-overhemd-wit.html", 301, "/p/SH-OXF-WHT/oxford-overhemd-wit/"],
      ["301 for the old category prefix", "/heren/overhemden/", 301, "/overhemden/"],
      ["302 for the campaign path", "/acties/", 302, "/sale/"],
      ["302 for the campaign path in en", "/en/offers", 302, "/en/sale/?___store=en"],
      ["302 for the campaign path, its campaign parameters passed on", "/acties/?utm_source=mail&utm_campaign=summer", 302, "/sale/?utm_source=mail&utm_campaign=summer"],
      ["301 for the old category prefix, its page kept", "/heren/overhemden/?page=3", 301, "/overhemden/?page=3"],
    ])("redirect record: %s → server status, client replace", async (_case, path, status, location) => {
      const { resolve } = setup();
      const resolution = await resolve(path);
      expect(resolution).toMatchObject({ kind: "redirect", redirectType: status, location });
      expect(serverResponseOf(resolution)).toEqual({ status, location });
      expect(clientNavigationOf(resolution)).toEqual({ type: "replace", location });
    });

    it("a variant of a configurable (childSku) redirects 301 to its parent; again from memory, and after a reload from the local cache", async () => {
      const urlCacheEntries = new Map<string, unknown>();
      const { resolve } = setup({ urlCacheEntries });
      const redirect = { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" };
      expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", "SH-OXF-WHT-M")).toEqual({ ...redirect, source: "url-map" });
      expect(await resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", "SH-OXF-WHT-M")).toEqual({ ...redirect, source: "memory" });
      await vi.waitFor(() => expect(urlCacheEntries.size).toBe(1));
      const reloaded = setup({ urlCacheEntries });
      expect(await reloaded.resolve("/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", "SH-OXF-WHT-M")).toEqual({ ...redirect, source: "local-cache" });
    });

    it("child access allowed: a variant opens its parent's page (the parent's slug, not the child's) on the child", async () => {
      const test = createUrlResolverTestStore({ config: { api: { url: shop.url }, catalog: { preventConfigurableChildrenDirectAccess: false } } });
      expect(await test.store.dispatch(resolveUrl({ path: "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", childSku: "SH-OXF-WHT-M" })).unwrap()).toEqual({
        kind: "route",
        entityType: "product",
        source: "url-map",
        route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT-M" } },
      });
    });

    it.each([
      ["an unknown path", "/no/such/page/", undefined],
      ["a PAGE category (no URL registered)", "/lookbook/", undefined],
      ["a disabled product (status 2; its rewrite exists)", "/p/JA-FLD-BEI/veldjas-beige/", undefined],
      ["a variant of the disabled product", "/p/JA-FLD-BEI/veldjas-beige/JA-FLD-BEI-M/", "JA-FLD-BEI-M"],
      ["a disabled variant (status 2) of an enabled product", "/p/SH-OXF-PNK/oxford-overhemd-roze/SH-OXF-PNK-XXL/", "SH-OXF-PNK-XXL"],
      // A decoded ? or # is part of the request path, which no record holds: not the entity before it.
      ["an encoded ? after a category", "/overhemden%3Fanything/", undefined],
      ["an encoded ? after a product", "/p/SH-OXF-WHT/oxford-overhemd-wit%3Fcheap/", undefined],
      ["an encoded # after a redirect record", "/acties%23x/", undefined],
      ["a leading encoded backslash", "/%5Coverhemden/", undefined],
      // The root category has no url_path (as Magento's): no URL shows the tree root.
      ["the root category's url key", "/heren/", undefined],
      ["the root category's url key in en", "/en/men/", undefined],
    ])("%s is page-not-found (404)", async (_case, path, childSku) => {
      const { resolve, store } = setup();
      const resolution = await resolve(path, childSku);
      expect(resolution).toEqual({ kind: "not-found", route: { name: "page-not-found", params: { slug: "page-not-found" } } });
      expect(serverResponseOf(resolution)).toEqual({ status: 404 });
      expect(selectNotifications(store.getState())).toHaveLength(0);
    });

    it("a miss asks the CMS page look-up with the content slug", async () => {
      const asked: string[] = [];
      const { resolve } = setup({ lookups: { cmsPageBySlug: async (slug) => (asked.push(slug), slug === "nl/lookbook" ? { full_slug: slug } : null) } });
      expect(await resolve("/lookbook/")).toMatchObject({ kind: "route", route: { name: "cms-page", params: { slug: "nl/lookbook" } }, source: "cms-lookup" });
      expect(asked).toEqual(["nl/lookbook"]);
    });
  });

  describe("look-ups fallback: redirect by request_path, then product, category, CMS page", () => {
    it.each([
      ["a redirect record", "/acties/", { kind: "redirect", redirectType: 302, location: "/sale/", source: "redirect-lookup" }],
      ["a product by url_path", "/p/SH-OXF-WHT/oxford-overhemd-wit/", { kind: "route", source: "product-lookup", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT" } } }],
      ["a category by url_path", "/overhemden/casual/", { kind: "route", source: "category-lookup", route: { name: "category", params: { slug: "overhemden-casual" } } }],
      ["a PAGE category is not a category page", "/lookbook/", { kind: "not-found" }],
      ["a disabled product (status 2)", "/p/JA-FLD-BEI/veldjas-beige/", { kind: "not-found" }],
      ["nothing", "/no/such/page/", { kind: "not-found" }],
      ["a variant (childSku) redirects 301 to its parent", "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M/", { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/", source: "product-lookup" }, "SH-OXF-WHT-M"],
      ["a variant of the disabled product", "/p/JA-FLD-BEI/veldjas-beige/JA-FLD-BEI-M/", { kind: "not-found" }, "JA-FLD-BEI-M"],
      ["a disabled variant (status 2)", "/p/SH-OXF-PNK/oxford-overhemd-roze/SH-OXF-PNK-XXL/", { kind: "not-found" }, "SH-OXF-PNK-XXL"],
    ])("%s", async (_case, path, expected, childSku?: string) => {
      // The seam as the app wires it to the catalogue.
      const { resolve } = setup({ config: { urlResolver: { fallback: "lookups" } }, lookups: createCatalogLookups(catalogFor(shop.url).extra) });
      expect(await resolve(path, childSku)).toMatchObject(expected);
    });
  });

  it("registers every seeded active non-PAGE category with a url_path, each once; they then resolve from memory", async () => {
    const { extra, context } = catalogFor(shop.url);
    // Every category is a hit, the nested ones also in their parent's children_data.
    const categories = (await extra.catalog.api.search("category", { size: 100 }, context("nl"))).items;
    const pages = categories.filter((category) => category.url_path && category.display_mode !== "PAGE" && category.is_active !== false);
    const expected = new Set(pages.map((category) => urlKeyOfUrlPath(category.url_path!, "nl")));
    const { store, resolve } = setup();
    const registered = await store.dispatch(registerCategoryUrls({ categories: categories as RegistrableCategory[], storeCode: "nl" })).unwrap();
    expect(new Set(Object.keys(store.getState().urlResolver.map))).toEqual(expected);
    expect(registered).toBe(expected.size);
    expect(expected).toContain("nl:overhemden/casual");
    expect(expected).not.toContain("nl:lookbook");
    expect(expected).not.toContain("nl:archief");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await resolve("/overhemden/casual/")).toMatchObject({ source: "memory" });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("no back end answers: online that is a logged failure and the error resolution (503); once the queue counts the connection lost, offline: the notification, then the store home", async () => {
    const { store, errors } = createUrlResolverTestStore({ config: { api: { url: await closedPortUrl() } } });
    // Refused while online (§8 "Route lookup failures are logged"): an error, not page-not-found.
    const refused = await store.dispatch(resolveUrl({ path: "/de/irgendwas/" })).unwrap();
    expect(refused).toMatchObject({ kind: "error", failures: [{ step: "url-map", kind: "network" }] });
    expect(serverResponseOf(refused)).toMatchObject({ status: 503 });
    expect(errors.map((entry) => entry.message)).toEqual(['route look-up of "irgendwas" failed']);
    expect(selectNotifications(store.getState())).toEqual([]);
    // Refused again, sent while the queue already says offline.
    const resolution = await store.dispatch(resolveUrl({ path: "/de/irgendwas-anders/" })).unwrap();
    expect(resolution).toEqual({ kind: "offline-home", location: "/de/?___store=de" });
    expect(clientNavigationOf(resolution)).toEqual({ type: "push", location: "/de/?___store=de" });
    expect(selectNotifications(store.getState()).map((notification) => notification.message)).toEqual([OFFLINE_UNAVAILABLE_MESSAGE]);
  });

  it("no back end answers a server render (runtime \"server\"): every resolution is the error resolution (503), never offline, and the queue stays online", async () => {
    const { store, queue } = createUrlResolverTestStore({ runtime: "server", config: { api: { url: await closedPortUrl() } } });
    for (const path of ["/de/irgendwas/", "/de/irgendwas-anders/"]) {
      const resolution = await store.dispatch(resolveUrl({ path })).unwrap();
      expect(resolution).toMatchObject({ kind: "error", failures: [{ step: "url-map", kind: "network" }] });
      expect(serverResponseOf(resolution)).toEqual({ status: 503, retryAfterSeconds: 30, cacheControl: "no-store" });
    }
    expect(queue.isOnline()).toBe(true);
    expect(selectNotifications(store.getState())).toEqual([]);
  });
});
