import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { urlProductFixtures as products } from "../testing/url-fixtures";
import { categoryLink, categoryRoute, cmsPageRoute, landingPageRoute, productBarePath, productLink, productRoute, storeHomePath, type LinkProduct } from "./links";
import { PAGE_NOT_FOUND_ROUTE, productRouteName } from "./route-names";

const config = createConfig();
const view = (code: string) => config.storeViews.views[code]!;
const dispatcher = createConfig().urlResolver;
const byRoute = createConfig({ urlResolver: { urlDispatcher: false } }).urlResolver;

describe("route names (commerce-core.md §2 Route names; presentation-content.md §2)", () => {
  it.each([
    ["simple", "simple-product"],
    ["configurable", "configurable-product"],
    ["grouped", "grouped-product"],
    ["bundle", "bundle-product"],
    ["virtual", "virtual-product"],
    ["downloadable", "downloadable-product"],
  ])("%s → %s", (type, name) => {
    expect(productRouteName(type)).toBe(name);
  });

  it.each<[string, LinkProduct, string | undefined, Record<string, string>]>([
    ["own sku as parentSku and childSku", products.simple, undefined, { parentSku: "GC-050", slug: "cadeaubon-50", childSku: "GC-050" }],
    ["configurable without a chosen variant", products.configurable, undefined, { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT" }],
    ["configurable with a chosen variant", products.configurable, "SH-OXF-WHT-L", { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT-L" }],
    ["a configured product (parentSku set) uses its own sku as childSku", products.child, undefined, { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit-m", childSku: "SH-OXF-WHT-M" }],
    ["slug falls back to url_key", { sku: "A", type_id: "simple", url_key: "a-key" }, undefined, { parentSku: "A", slug: "a-key", childSku: "A" }],
  ])("product route params: %s", (_case, product, chosen, params) => {
    expect(productRoute(product, chosen)).toEqual({ name: productRouteName(product.type_id), params });
  });

  it("category, cms-page, landing page and page-not-found routes", () => {
    expect(categoryRoute({ slug: "overhemden-casual", url_path: "overhemden/casual" })).toEqual({ name: "category", params: { slug: "overhemden-casual", url_path: "overhemden/casual" } });
    expect(categoryRoute({ url_path: "overhemden/casual" })).toEqual({ name: "category", params: { slug: "overhemden-casual", url_path: "overhemden/casual" } });
    expect(cmsPageRoute("nl/over-ons")).toEqual({ name: "cms-page", params: { slug: "nl/over-ons" } });
    expect(landingPageRoute("l/elevate")).toEqual({ name: "landing-page", params: { url_path: "l/elevate" } });
    expect(PAGE_NOT_FOUND_ROUTE).toEqual({ name: "page-not-found", params: { slug: "page-not-found" } });
  });
});

describe("product links (commerce-core.md §2 product URLs use url_path, trailing slashes; presentation-content.md §2)", () => {
  it.each<[string, LinkProduct, string, typeof dispatcher, string]>([
    ["url_path with a trailing slash (nl: no prefix)", products.configurable, "nl", dispatcher, "/p/SH-OXF-WHT/oxford-overhemd-wit/"],
    ["url_path in en: prefix and store code", products.configurable, "en", dispatcher, "/en/p/SH-OXF-WHT/oxford-overhemd-wit/?___store=en"],
    ["url_path in de", products.simple, "de", dispatcher, "/de/p/GC-050/cadeaubon-50/?___store=de"],
    ["url dispatcher off: simple → /p/{parentSku}/{slug}/", products.simple, "nl", byRoute, "/p/GC-050/cadeaubon-50/"],
    ["url dispatcher off: grouped → short route", products.grouped, "nl", byRoute, "/p/GR-SUIT/pak-compleet/"],
    ["url dispatcher off: configurable → /p/{parentSku}/{slug}/{childSku}/", products.configurable, "nl", byRoute, "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT/"],
    ["no url_path: the route path even with the dispatcher", { sku: "X 1", type_id: "simple", slug: "x" }, "nl", dispatcher, "/p/X%201/x/"],
    ["a dotted sku is no file name: the route path keeps its slash", { sku: "SH.100", type_id: "configurable", slug: "oxford" }, "nl", byRoute, "/p/SH.100/oxford/SH.100/"],
    ["a dotted slug is no file name either", { sku: "GC-050", type_id: "simple", slug: "cadeaubon-2.0" }, "nl", byRoute, "/p/GC-050/cadeaubon-2.0/"],
    ["a dotted sku in en", { sku: "SH.100", type_id: "configurable", slug: "oxford" }, "en", byRoute, "/en/p/SH.100/oxford/SH.100/?___store=en"],
    ["a url_path ending in a file name stays as it is", { sku: "SH-1", type_id: "simple", slug: "oxford", url_path: "oxford.html" }, "nl", dispatcher, "/oxford.html"],
  ])("%s", (_case, product, code, options, path) => {
    expect(productLink(product, view(code), config, options).path).toBe(path);
  });

  it("a dotted chosen variant's sku keeps the slash too", () => {
    expect(productLink({ sku: "SH-1", type_id: "configurable", slug: "oxford" }, view("nl"), config, byRoute, "SH-1.L").path).toBe("/p/SH-1/oxford/SH-1.L/");
  });

  it.each<[string, LinkProduct, typeof dispatcher, string | undefined, string]>([
    ["url_path as given with the dispatcher", products.configurable, dispatcher, undefined, "p/SH-OXF-WHT/oxford-overhemd-wit"],
    ["the route path with the dispatcher off", products.configurable, byRoute, undefined, "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT"],
    ["the given route's childSku", products.configurable, byRoute, "SH-OXF-WHT-L", "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-L"],
    ["no url_path: the route path even with the dispatcher", { sku: "X 1", type_id: "simple", slug: "x" }, dispatcher, undefined, "/p/X%201/x"],
  ])("bare path (before localizing): %s", (_case, product, options, chosen, bare) => {
    const path = chosen === undefined ? productBarePath(product, options) : productBarePath(product, options, productRoute(product, chosen));
    expect(path).toBe(bare);
  });

  it("the trailing slash is enforced on product links even when the SEO setting is off (presentation-content.md §2 product cards)", () => {
    expect(productLink(products.simple, view("nl"), config, createConfig({ urlResolver: { trailingSlash: false } }).urlResolver).path).toBe("/p/GC-050/cadeaubon-50/");
  });

  it("a chosen variant travels in the route's childSku", () => {
    const link = productLink(products.configurable, view("nl"), config, byRoute, "SH-OXF-WHT-L");
    expect(link).toEqual({
      route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT-L" } },
      path: "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-L/",
    });
  });

  it("the /nl reading of the default store prefix (presentation-content.md §2) prefixes nl links", () => {
    const prefixed = createConfig({ storeViews: { defaultStorePrefix: "store-code" } });
    expect(productLink(products.simple, prefixed.storeViews.views.nl!, prefixed, dispatcher).path).toBe("/nl/p/GC-050/cadeaubon-50/");
  });
});

describe("category links (presentation-content.md §2: page query parameter, page 1 omits it)", () => {
  const casual = { slug: "overhemden-casual", url_path: "overhemden/casual" };
  it.each([
    ["url_path", casual, "nl", dispatcher, 1, "/overhemden/casual/"],
    ["page 2", casual, "nl", dispatcher, 2, "/overhemden/casual/?page=2"],
    ["page 2 in en", casual, "en", dispatcher, 2, "/en/overhemden/casual/?page=2&___store=en"],
    ["category fallback route /c/{slug}", casual, "nl", byRoute, 1, "/c/overhemden-casual/"],
    ["no trailing slash when the SEO setting is off", casual, "nl", createConfig({ urlResolver: { trailingSlash: false } }).urlResolver, 1, "/overhemden/casual"],
    ["page 0 or below is page 1", casual, "nl", dispatcher, 0, "/overhemden/casual/"],
  ])("%s", (_case, category, code, options, page, path) => {
    expect(categoryLink(category, view(code), config, options, page).path).toBe(path);
  });
});

describe("store home (commerce-core.md §2 'sent to the store home')", () => {
  it.each([
    ["nl", "/"],
    ["en", "/en/?___store=en"],
    ["fr", "/fr/?___store=fr"],
  ])("%s → %s", (code, path) => {
    expect(storeHomePath(view(code), config)).toBe(path);
  });
});
