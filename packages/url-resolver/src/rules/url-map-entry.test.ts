import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { urlProductFixtures as products, urlRewriteFixtures as rewrites } from "../testing/url-fixtures";
import { categoryEntry, decideProductUrl, entryOfMapHit, productEntry, redirectEntry, redirectEntryOfSource, type EntryContext } from "./url-map-entry";

const config = createConfig();
const allowChildren = createConfig({ catalog: { preventConfigurableChildrenDirectAccess: false } });
const context = (overrides: Partial<EntryContext> = {}): EntryContext => ({
  view: config.storeViews.views.nl!,
  config,
  options: createConfig().urlResolver,
  requestPath: "somewhere/else",
  ...overrides,
});

const parent = products.configurable;
/** A configurable child visible individually (visibility 4) with a url_path of its own. */
const visibleChild = { ...products.child, visibility: 4, url_path: "p/SH-OXF-WHT-M/oxford-overhemd-wit-m" };

describe("the product-load rule for a URL, as catalog-pricing's decideProductLoad reads it (commerce-core.md §4 Product load; §2 variant routes)", () => {
  it.each([
    ["an enabled, visible product is its own route", products.simple, config, null, { kind: "route" }],
    ["status 2: fails (empty result)", products.disabled, config, null, { kind: "fail" }],
    ["status 3: fails", { ...products.simple, status: 3 }, config, null, { kind: "fail" }],
    ["no status or visibility given: enabled and visible", { sku: "A", type_id: "simple" }, config, null, { kind: "route" }],
    ["visibility 1 without a parent: fails", products.notVisible, config, null, { kind: "fail" }],
    ["visibility 1 without a parent fails with child access allowed too", products.notVisible, allowChildren, null, { kind: "fail" }],
    ["a child, child access prevented: its parent", products.child, config, null, { kind: "parent", parentSku: "SH-OXF-WHT" }],
    ["a disabled child: fails, no parent", { ...products.child, status: 2 }, config, null, { kind: "fail" }],
    ["a child, child access allowed: fails by itself", products.child, allowChildren, null, { kind: "fail" }],
    ["a child, child access allowed, asked as the route's variant: its parent's page", products.child, allowChildren, "SH-OXF-WHT-M", { kind: "parent", parentSku: "SH-OXF-WHT" }],
    ["a child asked as another variant, child access allowed: fails", products.child, allowChildren, "SH-OXF-WHT-L", { kind: "fail" }],
    ["a child asked as another variant, child access prevented: its parent (visibility 1)", products.child, config, "SH-OXF-WHT-L", { kind: "parent", parentSku: "SH-OXF-WHT" }],
    ["a visible child (visibility 4), child access prevented: its own page", visibleChild, config, null, { kind: "route" }],
    ["a visible child, child access allowed: its own page", visibleChild, allowChildren, null, { kind: "route" }],
    ["a child visible in catalog only (visibility 2), child access prevented: its own page", { ...visibleChild, visibility: 2 }, config, null, { kind: "route" }],
    ["a child visible in search only (visibility 3), child access prevented: its own page", { ...visibleChild, visibility: 3 }, config, null, { kind: "route" }],
    ["a child without visibility given (as inside a parent's configurable_children) counts as 1, child access prevented: its parent", { ...visibleChild, visibility: null }, config, null, { kind: "parent", parentSku: "SH-OXF-WHT" }],
    ["a child without visibility given, child access allowed: fails by itself", { ...visibleChild, visibility: undefined }, allowChildren, null, { kind: "fail" }],
    ["a visible child asked as the route's variant, child access prevented: its parent (the variant route is redirected)", visibleChild, config, "SH-OXF-WHT-M", { kind: "parent", parentSku: "SH-OXF-WHT" }],
    ["a visible child asked as the route's variant, child access allowed: its parent's page", visibleChild, allowChildren, "SH-OXF-WHT-M", { kind: "parent", parentSku: "SH-OXF-WHT" }],
    ["a visible child asked as another variant: its own page", visibleChild, config, "SH-OXF-WHT-L", { kind: "route" }],
    ["a disabled visible child asked as the route's variant: fails", { ...visibleChild, status: 2 }, config, "SH-OXF-WHT-M", { kind: "fail" }],
  ])("%s", (_case, product, shopConfig, childSku, decision) => {
    expect(decideProductUrl(product, { config: shopConfig, childSku })).toEqual(decision);
  });
});

describe("product entries: variant URLs redirect to the parent when child access is prevented (commerce-core.md §2, 301 server / replace client)", () => {
  it.each([
    ["a simple product renders", products.simple, context(), undefined, { kind: "route", entityType: "product", route: { name: "simple-product", params: { parentSku: "GC-050", slug: "cadeaubon-50", childSku: "GC-050" } } }],
    ["a configurable renders", products.configurable, context(), undefined, { kind: "route", entityType: "product", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT" } } }],
    ["a disabled product: none (page-not-found)", products.disabled, context(), undefined, null],
    ["a product not visible individually: none", products.notVisible, context(), undefined, null],
    ["a child redirects 301 to the parent's url_path", products.child, context(), parent, { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" }],
    ["a child redirects in the store view (en)", products.child, context({ view: config.storeViews.views.en! }), parent, { kind: "redirect", redirectType: 301, location: "/en/p/SH-OXF-WHT/oxford-overhemd-wit/?___store=en" }],
    ["the parent's url_path, not the child's", { ...products.child, url_path: "p/SH-OXF-WHT-M/elsewhere" }, context(), parent, { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" }],
    [
      "a parent without url_path: its route path, with the parent's slug",
      { ...products.child, url_path: null },
      context(),
      { ...parent, url_path: null },
      { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT/" },
    ],
    [
      "without the URL dispatcher: the parent's route path, with the parent's slug",
      products.child,
      context({ options: createConfig({ urlResolver: { urlDispatcher: false } }).urlResolver }),
      parent,
      { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT/" },
    ],
    [
      "a child found at its parent's own path renders the parent (no redirect to itself)",
      products.child,
      context({ requestPath: "p/SH-OXF-WHT/oxford-overhemd-wit" }),
      parent,
      { kind: "route", entityType: "product", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT" } } },
    ],
    [
      "child access allowed, the route's variant: the parent's page opens on the child",
      products.child,
      context({ config: allowChildren, childSku: "SH-OXF-WHT-M" }),
      parent,
      { kind: "route", entityType: "product", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT", slug: "oxford-overhemd-wit", childSku: "SH-OXF-WHT-M" } } },
    ],
    [
      "a visible child renders its own page, its own sku as the route's parentSku (not its parent's)",
      visibleChild,
      context(),
      null,
      { kind: "route", entityType: "product", route: { name: "simple-product", params: { parentSku: "SH-OXF-WHT-M", slug: "oxford-overhemd-wit-m", childSku: "SH-OXF-WHT-M" } } },
    ],
    ["a visible child asked as the route's variant redirects 301 to the parent", visibleChild, context({ childSku: "SH-OXF-WHT-M" }), parent, { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" }],
    ["a child without its parent: none", products.child, context(), null, null],
    ["a child whose parent is disabled: none", products.child, context(), { ...parent, status: 2 }, null],
    ["a child given another product as parent: none", products.child, context(), products.simple, null],
  ])("%s", (_case, product, ctx, parentProduct, entry) => {
    expect(productEntry(product, ctx, parentProduct)).toEqual(entry);
  });
});

describe("category entries (commerce-core.md §2 non-PAGE categories; §5 active only)", () => {
  it.each([
    ["PRODUCTS", { slug: "a", url_path: "a", display_mode: "PRODUCTS" }, true],
    ["PRODUCTS_AND_PAGE", { slug: "a", url_path: "a", display_mode: "PRODUCTS_AND_PAGE" }, true],
    ["no display mode", { slug: "a", url_path: "a" }, true],
    ["PAGE", { slug: "a", url_path: "a", display_mode: "PAGE" }, false],
    ["inactive", { slug: "a", url_path: "a", is_active: false }, false],
  ])("%s → routed %s", (_case, category, routed) => {
    expect(categoryEntry(category) !== null).toBe(routed);
  });
});

describe("redirect records (commerce-core.md §2: request_path, target_path, redirect_type)", () => {
  it.each([
    ["301 to a product path", rewrites.oldProductUrl, "nl", { kind: "redirect", redirectType: 301, location: "/p/SH-OXF-WHT/oxford-overhemd-wit/" }],
    ["302 campaign", rewrites.campaign, "nl", { kind: "redirect", redirectType: 302, location: "/sale/" }],
    ["302 localized into en", rewrites.campaign, "en", { kind: "redirect", redirectType: 302, location: "/en/sale/?___store=en" }],
    ["an absolute target stays", rewrites.external, "en", { kind: "redirect", redirectType: 302, location: "https://brand.example.com/" }],
    ["a protocol-relative target is another site and stays", { ...rewrites.campaign, target_path: "//brand.example.com/sale" }, "en", { kind: "redirect", redirectType: 302, location: "//brand.example.com/sale" }],
    ["a backslash target is a path of the shop, never another host", { ...rewrites.campaign, target_path: "\\evil.example/x" }, "nl", { kind: "redirect", redirectType: 302, location: "/evil.example/x/" }],
    ["a slash-backslash target stays on the shop too", { ...rewrites.campaign, target_path: "/\\evil.example/x" }, "en", { kind: "redirect", redirectType: 302, location: "/en/evil.example/x/?___store=en" }],
    ["type 0 is no redirect", rewrites.product, "nl", null],
  ])("%s", (_case, record, code, entry) => {
    expect(redirectEntry(record, { view: config.storeViews.views[code]!, config })).toEqual(entry);
  });
});

describe("URL-map hits", () => {
  it.each([
    ["product", { _type: "product", _source: products.configurable }, "route"],
    ["a disabled product (status 2)", { _type: "product", _source: products.disabled }, null],
    ["a product not visible individually", { _type: "product", _source: products.notVisible }, null],
    ["a configurable child (its parent needs a look-up)", { _type: "product", _source: products.child }, null],
    ["category", { _type: "category", _source: { slug: "a", url_path: "a", display_mode: "PRODUCTS" } }, "route"],
    ["url_rewrite", { _type: "url_rewrite", _source: rewrites.campaign }, "redirect"],
    ["a PAGE category", { _type: "category", _source: { url_path: "lookbook", display_mode: "PAGE" } }, null],
    ["a product without type_id", { _type: "product", _source: { sku: "A" } }, null],
    ["an unknown type", { _type: "blog", _source: {} }, null],
  ])("%s → %s", (_case, hit, kind) => {
    expect(entryOfMapHit(hit, context())?.kind ?? null).toBe(kind);
  });
});

describe("a hit's source read as a redirect record (both URL endpoints)", () => {
  it.each([
    ["a 301/302 record", rewrites.campaign, "redirect"],
    ["a plain rewrite (type 0)", { ...rewrites.campaign, redirect_type: 0 }, null],
    ["a source that is no record", { sku: "A", type_id: "simple" }, null],
  ])("%s → %s", (_case, source, kind) => {
    expect(redirectEntryOfSource(source, context())?.kind ?? null).toBe(kind);
  });
});
