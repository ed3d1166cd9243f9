import {
  bundlePrice,
  chooseVariant,
  computePriceFields,
  configureProduct,
  createCatalogLookups,
  effectiveSpecialPrice,
  groupedPrice,
  loadCategories,
  loadCategory,
  loadProduct,
  repriceProducts,
  searchCatalog,
  selectCategoryTree,
  selectCurrentCategory,
  selectCurrentProduct,
  selectIsConfigured,
  selectProductErrors,
  taxRateFor,
  tierPriceFor,
  type Product,
  type TaxRule,
} from "@shop/catalog-pricing";
import { calendarDayIn, createConfig, customerGroupChanged, GUEST_GROUP, switchStoreView, type ShopConfigInput } from "@shop/core";
import { resolveUrl } from "@shop/url-resolver";
import { createUrlResolverTestStore } from "@shop/url-resolver/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogFor, demoCustomerToken } from "./support/catalog";
import { closedPortUrl } from "./support/closed-port";
import { startShop, type RunningShop } from "./support/start-shop";

// @shop/catalog-pricing against apps/api's seeded menswear catalogue on loopback
// (commerce-core.md §4, §5, §7, §8, §9; presentation-content.md §4, §5, §7).
let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const setup = (config: ShopConfigInput = {}) => catalogFor(shop.url, config);

// The nl store view's day, as the api reads special-price dates.
const TODAY = () => calendarDayIn(Date.now(), "Europe/Amsterdam");

describe("entity search against the seed (commerce-core.md §7 Catalogue, §9 Search)", () => {
  it("searches products, categories, attributes and tax rules; every document fits its schema", async () => {
    const { extra, context, logger } = setup();
    const products = await extra.catalog.api.search("product", { size: 1000 }, context());
    expect(products.total).toBeGreaterThanOrEqual(499);
    expect(products.items).toHaveLength(products.total);
    const categories = await extra.catalog.api.search("category", { filter: { id: 3 } }, context("en"));
    expect(categories.items[0]?.name).toBe("Shirts");
    const attributes = await extra.catalog.api.search("attribute", { filter: { attribute_code: { in: ["size_ois", "color_ois"] } } }, context());
    expect(attributes.items.map((attribute) => attribute.attribute_code).sort()).toEqual(["color_ois", "size_ois"]);
    const taxRules = await extra.catalog.api.search("taxrule", {}, context());
    expect(taxRules.items[0]?.rates.map((rate) => rate.tax_country_id)).toEqual(["NL", "BE", "DE", "FR", "PL"]);
    expect(logger.entries).toEqual([]);
  });

  it("filters eq, in and gt; sorts; pages with the spec's clamping", async () => {
    const { extra, context } = setup();
    const listed = { visibility: { in: [2, 3, 4] }, status: { eq: 1 } };
    const expensive = await extra.catalog.api.search("product", { filter: { ...listed, final_price: { gt: 300 } }, sort: "final_price:asc" }, context());
    const prices = expensive.items.map((product) => product.final_price ?? 0);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price > 300)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const firstPage = await extra.catalog.api.search("product", { filter: listed, sort: "sku:asc", start: -5, size: 0 }, context());
    expect(firstPage).toMatchObject({ start: 0, perPage: 50 });
    expect(firstPage.items).toHaveLength(50);
    const secondPage = await extra.catalog.api.search("product", { filter: listed, sort: "sku:asc", start: 50, size: 50 }, context());
    expect(secondPage.items[0]?.sku).not.toBe(firstPage.items[0]?.sku);
    expect(firstPage.total).toBe(secondPage.total);
    expect(firstPage.items.length + secondPage.items.length).toBe(Math.min(100, firstPage.total));
  });

  it("included and excluded fields", async () => {
    const { extra, context } = setup();
    const included = await extra.catalog.api.search("product", { filter: { sku: "SH-OXF-WHT" }, includeFields: ["sku", "name", "final_price"] }, context("en"));
    expect(included.items).toEqual([{ sku: "SH-OXF-WHT", name: "Oxford shirt in white", final_price: expect.any(Number) }]);
    const excluded = await extra.catalog.api.search("product", { filter: { sku: "SH-OXF-WHT" }, excludeFields: ["configurable_children", "description"] }, context());
    expect(excluded.items[0]).not.toHaveProperty("configurable_children");
    expect(excluded.items[0]).toHaveProperty("configurable_options");
  });

  // Dotted field paths trim nested objects: every document still comes back (none dropped as "does not fit").
  it.each<[string, "product" | "category", Record<string, unknown>]>([
    ["child skus only", "product", { filter: { sku: "SH-OXF-WHT" }, includeFields: ["sku", "configurable_children.sku"] }],
    ["a listing with child stock flags", "product", { filter: { visibility: { in: [2, 3, 4] }, status: { eq: 1 } }, size: 100, includeFields: ["sku", "name", "final_price", "configurable_children.sku", "configurable_children.stock.is_in_stock"] }],
    ["stock without its qty", "product", { size: 100, excludeFields: ["stock.qty"] }],
    ["category children names", "category", { size: 100, includeFields: ["id", "name", "children_data.name"] }],
  ])("nested included/excluded fields keep every document: %s", async (_case, type, query) => {
    const { extra, context, logger } = setup();
    const result = await extra.catalog.api.search(type, query, context());
    expect(result.total).toBeGreaterThan(0);
    expect(result.items).toHaveLength(Math.min(result.total, 100));
    expect(logger.entries).toEqual([]);
  });

  it("child skus of a configurable, asked by a dotted include", async () => {
    const { extra, context } = setup();
    const [shirt] = (await extra.catalog.api.search("product", { filter: { sku: "SH-OXF-WHT" }, includeFields: ["sku", "configurable_children.sku"] }, context())).items;
    expect(shirt?.configurable_children?.map((child) => Object.keys(child))).toEqual(shirt?.configurable_children?.map(() => ["sku"]));
    expect(shirt?.configurable_children?.length).toBeGreaterThan(1);
  });

  // A terms facet on a true/false field answers search-engine buckets (key 1/0, key_as_string): the listing still loads.
  it.each([
    ["product", "stock.is_in_stock"],
    ["category", "is_active"],
  ] as const)("a %s search with a terms facet on the true/false field %s resolves, buckets keyed 1/0", async (type, field) => {
    const { extra, context } = setup();
    const result = await extra.catalog.api.search(type, { size: 1, aggs: { terms: [{ field }] } }, context());
    expect(result.items).toHaveLength(1);
    const buckets = result.aggregations[`agg_terms_${field}`] ?? [];
    expect(buckets.length).toBeGreaterThan(0);
    for (const bucket of buckets) expect(bucket).toMatchObject({ key: expect.toSatisfy((key: unknown) => key === 0 || key === 1), key_as_string: String(bucket.key === 1) });
  });

  it("aggregations for the listing's default filters", async () => {
    const { extra, context } = setup();
    const result = await extra.catalog.api.search(
      "product",
      { filter: { visibility: { in: [2, 3, 4] }, status: { eq: 1 } }, size: 1, aggs: { terms: [{ field: "color_ois" }], range: [{ field: "final_price", ranges: [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] }] } },
      context(),
    );
    expect(result.aggregations["agg_terms_color_ois"]?.length).toBeGreaterThan(3);
    const buckets = result.aggregations["agg_range_final_price"] ?? [];
    expect(buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBe(result.total);
  });

  it("caches per request: the same search again is not sent; offline answers empty with the flag", async () => {
    const { extra, context, queue } = setup();
    const first = await extra.catalog.api.search("category", { filter: { is_active: true } }, context());
    expect((await extra.catalog.api.search("category", { filter: { is_active: true } }, context())).fromCache).toBe(true);
    queue.setOnline(false);
    expect(await extra.catalog.api.search("category", { filter: { is_active: false } }, context())).toMatchObject({ items: [], offline: true });
    expect(first.offline).toBe(false);
  });

  it("no back end answers: online that is logged and rejected; sent again while the queue counts the connection lost, the empty offline result (commerce-core.md §8)", async () => {
    const { extra, context, logger } = catalogFor(await closedPortUrl());
    await expect(extra.catalog.api.search("product", {}, context())).rejects.toMatchObject({ kind: "network" });
    expect(logger.entries).toEqual([expect.objectContaining({ level: "error", message: expect.stringMatching(/^Search of product in shop_catalog_nl failed: /) })]);
    expect(await extra.catalog.api.search("product", {}, context())).toMatchObject({ items: [], offline: true });
  });

  it("an unknown index is logged and rejected with the server's reason", async () => {
    const { extra, context, logger } = setup();
    const storeView = { ...context().storeView, search: { host: "/api/catalog", index: "nope" } };
    await expect(extra.catalog.api.search("product", {}, { ...context(), storeView })).rejects.toMatchObject({ kind: "server", code: 404 });
    expect(logger.entries[0]?.message).toBe("Search of product in nope failed: index_not_found_exception: no such index [nope]");
  });

  it("active categories only, as a tree under root 2", async () => {
    const { store } = setup();
    await store.dispatch(loadCategories());
    const tree = selectCategoryTree(store.getState(), 2);
    const names = (nodes: typeof tree): string[] => nodes.flatMap((node) => [node.category.name, ...names(node.children)]);
    expect(tree.length).toBeGreaterThan(5);
    expect(names(tree).every((name) => name.length > 0)).toBe(true);
    expect(Object.values(store.getState().category.byId).every((category) => category.is_active)).toBe(true);
  });
});

describe("product load rules on the seed (commerce-core.md §4 Product load, Variant choice)", () => {
  it("a disabled product (JA-FLD-BEI) is an empty result", async () => {
    const { store } = setup();
    expect(await store.dispatch(loadProduct({ value: "JA-FLD-BEI" })).unwrap()).toBeNull();
  });

  it("a not-visible child yields its configurable parent with the child chosen", async () => {
    const { store } = setup();
    const product = await store.dispatch(loadProduct({ value: "SH-OXF-WHT-M" })).unwrap();
    expect(product).toMatchObject({ sku: "SH-OXF-WHT-M", parentSku: "SH-OXF-WHT", type_id: "configurable" });
  });

  it("with direct access to children allowed, a not-visible child is an empty result", async () => {
    const { store } = setup({ catalog: { preventConfigurableChildrenDirectAccess: false } });
    expect(await store.dispatch(loadProduct({ value: "SH-OXF-WHT-M" })).unwrap()).toBeNull();
  });

  it("the disabled child SH-OXF-PNK-XXL is never chosen; its size falls back to the default", async () => {
    const { store } = setup();
    await store.dispatch(loadProduct({ value: "SH-OXF-PNK" }));
    const original = store.getState().product.original as Product;
    const xxl = original.configurable_children?.find((child) => child.sku === "SH-OXF-PNK-XXL");
    expect(xxl?.status).toBe(2);
    const chosen = await store.dispatch(configureProduct({ configuration: { size_ois: String(xxl?.size_ois) } })).unwrap();
    // No child matches (without the fallback there is no variant)…
    expect(chooseVariant(original, { size_ois: String(xxl?.size_ois) }, false).variant).toBeUndefined();
    // …so the default is chosen: the first available child (XS is out of stock), and the product is configured.
    expect(chosen).toBe("SH-OXF-PNK-S");
    expect(selectIsConfigured(store.getState())).toBe(true);
    expect(selectProductErrors(store.getState())).toEqual({});
  });

  it("a sold-out configurable (JA-SUE-BRN): 'No available product variants' and the warning", async () => {
    const { store } = setup();
    await store.dispatch(loadProduct({ value: "JA-SUE-BRN" }));
    expect(selectProductErrors(store.getState())).toEqual({ variants: "No available product variants" });
    expect(store.getState().notifications.items.map((item) => [item.type, item.message])).toEqual([["warning", "No such configuration for the product. Please do choose another combination of attributes."]]);
  });
});

describe("one category by a key on the seed (commerce-core.md §5 active categories, §8 empty category query)", () => {
  const CASUAL_SHIRTS = 10;

  it.each([
    ["slug", "overhemden-casual"],
    ["url_path", "overhemden/casual"],
    ["url_key", "casual"],
    ["id", CASUAL_SHIRTS],
    ["id", String(CASUAL_SHIRTS)],
  ] as const)("by %s %j: found and made current", async (key, value) => {
    const { store, logger } = setup();
    const category = await store.dispatch(loadCategory({ key, value })).unwrap();
    expect(category).toMatchObject({ id: CASUAL_SHIRTS, name: "Casual overhemden" });
    expect(selectCurrentCategory(store.getState())?.id).toBe(CASUAL_SHIRTS);
    expect(logger.entries).toEqual([]);
  });

  it("an inactive category (archief) is an empty result: null, logged, no notification online", async () => {
    const { store, logger } = setup();
    expect(await store.dispatch(loadCategory({ key: "url_key", value: "archief" })).unwrap()).toBeNull();
    expect(selectCurrentCategory(store.getState())).toBeNull();
    expect(logger.entries).toEqual([{ level: "warn", message: "Category query returned empty result url_key = archief" }]);
    expect(store.getState().notifications.items).toEqual([]);
  });

  it("offline: empty, with the warning 'No products synchronized for this category…' (OK)", async () => {
    const { store, queue, logger } = setup();
    queue.setOnline(false);
    expect(await store.dispatch(loadCategory({ key: "slug", value: "overhemden-casual" })).unwrap()).toBeNull();
    expect(logger.entries.map((entry) => entry.message)).toEqual(["Category query returned empty result slug = overhemden-casual"]);
    expect(store.getState().notifications.items.map((item) => [item.type, item.message, item.action1?.label])).toEqual([
      ["warning", "No products synchronized for this category. Please come back while online!", "OK"],
    ]);
  });

  it("the latest load wins: one overtaken by a newer load rejects as aborted and changes nothing", async () => {
    const { store } = setup();
    const overtaken = store.dispatch(loadCategory({ key: "id", value: CASUAL_SHIRTS }));
    const latest = store.dispatch(loadCategory({ key: "id", value: 11 }));
    await expect(overtaken.unwrap()).rejects.toMatchObject({ name: "AbortError" });
    expect(await latest.unwrap()).toMatchObject({ id: 11, name: "Zakelijke overhemden" });
    expect(selectCurrentCategory(store.getState())?.id).toBe(11);
  });

  it("searchCatalog searches the active store view's index for the customer's group", async () => {
    const { store } = setup();
    store.dispatch(switchStoreView("en"));
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: null }));
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const result = await store.dispatch(searchCatalog({ entityType: "product", query: { filter: { sku: "SH-OXF-WHT" } } })).unwrap();
      expect(result.items.map((product) => product.name)).toEqual(["Oxford shirt in white"]);
      const searches = fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input))).filter((url) => url.pathname.endsWith("/_search"));
      expect(searches.map((url) => [url.pathname, url.searchParams.get("groupId")])).toEqual([["/api/catalog/shop_catalog_en/product/_search", "1"]]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe("prices: the api's server-side prices vs the package's rules (commerce-core.md §4 Price rules)", () => {
  let products: Product[] = [];
  let taxRules: TaxRule[] = [];
  beforeAll(async () => {
    const { extra, context } = setup();
    products = (await extra.catalog.api.search("product", { filter: { visibility: { in: [2, 3, 4] } }, size: 500 }, context())).items;
    taxRules = (await extra.catalog.api.search("taxrule", {}, context())).items;
  });
  /** A simple seed product with a tier price for group 1 (General, the demo customers' group). */
  const tieredSimple = () => products.find((product) => (product.tier_prices ?? []).some((tier) => tier.customer_group_id === 1) && product.type_id === "simple");

  it("special prices past, current (with and without dates), future and above the price: same final prices as the api", async () => {
    const priced = products.filter((product) => product.type_id === "simple" || product.type_id === "configurable");
    const cases = { current: 0, currentWithDates: 0, past: 0, future: 0, above: 0 };
    for (const product of priced) {
      const rate = taxRateFor(taxRules, { productTaxClassId: product.tax_class_id, country: "NL" });
      const mine = computePriceFields(product, { today: TODAY(), taxRate: rate, sourcePriceIncludesTax: true, tierGroupId: null });
      expect({ sku: product.sku, final: mine.final_price_incl_tax, tax: mine.final_price_tax, priceTax: mine.price_tax }).toEqual({
        sku: product.sku,
        final: product.final_price_incl_tax,
        tax: product.final_price_tax,
        priceTax: product.price_tax,
      });
      const special = product.special_price;
      if (special === null || special === undefined) continue;
      if (special >= product.price) cases.above += 1;
      else if (String(product.special_to_date).startsWith("2020")) cases.past += 1;
      else if (String(product.special_from_date).startsWith("2090")) cases.future += 1;
      else if (product.special_from_date) cases.currentWithDates += 1;
      else cases.current += 1;
      expect(effectiveSpecialPrice(product, TODAY()) > 0).toBe(product.final_price_incl_tax !== product.price_incl_tax);
    }
    expect(Object.values(cases).every((count) => count > 0)).toBe(true);
  });

  it("grouped and bundle prices: the sums of the rules equal the api's", async () => {
    const { extra, context } = setup();
    const composites = products.filter((product) => product.type_id === "grouped" || product.type_id === "bundle");
    expect(composites.map((product) => product.sku).sort()).toEqual(["BU-GIFT", "BU-WINTER", "GR-SOK-DUO", "GR-TIE-SET"]);
    const skus = composites.flatMap((product) => [...(product.product_links ?? []).filter((link) => link.link_type === "associated").map((link) => link.linked_product_sku), ...(product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku))]);
    const parts = (await extra.catalog.api.search("product", { filter: { sku: { in: [...new Set(skus)] } } }, context())).items;
    const bySku = new Map(parts.map((part) => [part.sku, part]));
    for (const product of composites) {
      const { prices, missing } = product.type_id === "grouped" ? groupedPrice(product, bySku) : bundlePrice(product, bySku);
      expect(missing).toEqual([]);
      expect({ sku: product.sku, final: prices.final_price_incl_tax, price: prices.price_incl_tax }).toEqual({ sku: product.sku, final: product.final_price_incl_tax, price: product.price_incl_tax });
    }
  });

  it("loading a grouped and a bundle product gives the same prices as the api (parts loaded and summed)", async () => {
    const { store } = setup();
    for (const sku of ["GR-TIE-SET", "BU-WINTER"]) {
      const api = products.find((product) => product.sku === sku);
      expect(await store.dispatch(loadProduct({ value: sku })).unwrap()).toMatchObject({ final_price_incl_tax: api?.final_price_incl_tax });
    }
  });

  it("client-side tax (calculateServerSide off) on the api's gross prices gives the api's tax amounts", async () => {
    const nl = { storeCode: "nl", storeId: 9, name: "NL", url: "", search: { index: "shop_catalog_nl" }, tax: { calculateServerSide: false, sourcePriceIncludesTax: true, defaultCountry: "NL" }, i18n: { fullCountryName: "NL", fullLanguageName: "NL", defaultLanguage: "NL", defaultCountry: "NL", defaultLocale: "nl-NL", dateFormat: "D-M-YYYY" } };
    const { store } = setup({ storeViews: { views: { nl } } });
    const loaded = await store.dispatch(loadProduct({ value: "KN-MER-NAV" })).unwrap();
    const api = products.find((product) => product.sku === "KN-MER-NAV");
    expect(loaded).toMatchObject({ price_incl_tax: api?.price_incl_tax, price_tax: api?.price_tax, final_price_incl_tax: api?.final_price_incl_tax, final_price_tax: api?.final_price_tax });
  });

  it("tier prices per group: render-list prices the group's tier as the rules do (a guest 0, a signed-in customer 1)", async () => {
    const { extra, context, tokens } = setup();
    const tiered = products.filter((product) => (product.tier_prices ?? []).length > 0 && product.type_id === "simple").slice(0, 3);
    expect(tiered.length).toBeGreaterThan(0);
    for (const groupId of [0, 1]) {
      // The api prices the token's group, as the cart charges it: a group is a signed-in customer's.
      if (groupId === 1) tokens.setToken(await demoCustomerToken(extra));
      const items = await extra.catalog.api.renderList(tiered.map((product) => product.sku), context("nl", groupId));
      for (const product of tiered) {
        const item = items.find((entry) => entry.sku === product.sku);
        const tier = tierPriceFor(product.tier_prices, groupId, 1);
        const expected = Math.min(product.final_price_incl_tax ?? product.price, tier ?? Number.POSITIVE_INFINITY);
        expect({ sku: product.sku, group: groupId, final: item?.price_info.extension_attributes?.tax_adjustments.final_price }).toEqual({ sku: product.sku, group: groupId, final: expected });
      }
    }
  });

  it("render-list answers in the store view asked by code: de and fr share store id 11, each gets its own index", async () => {
    const { extra, context } = setup();
    const sku = "KN-MER-NAV";
    const names: string[] = [];
    for (const code of ["de", "fr"]) {
      const [searched] = (await extra.catalog.api.search("product", { filter: { sku } }, context(code))).items;
      const [priced] = await extra.catalog.api.renderList([sku], context(code));
      expect({ code, name: priced?.name }).toEqual({ code, name: searched?.name });
      names.push(priced?.name ?? "");
    }
    expect(new Set(names).size).toBe(2);
  });

  it("a customer group change reprices the loaded product (price_is_current, price_refreshed_at)", async () => {
    const { store, clock, extra, tokens } = setup();
    const tiered = tieredSimple();
    await store.dispatch(loadProduct({ value: tiered?.sku }));
    // Signing in (group 1) is what changes the group; render-list prices the token's group.
    tokens.setToken(await demoCustomerToken(extra));
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(true);
    expect(selectCurrentProduct(store.getState())).toMatchObject({
      final_price_incl_tax: tierPriceFor(tiered?.tier_prices, 1, 1),
      price_refreshed_at: new Date(clock.now()).toISOString(),
    });
  });

  describe("a group change reprices from the documents' guest prices (commerce-core.md §6 login and logout trigger repricing; §4 price_is_current)", () => {
    it("server-side prices, a logout without a platform sync: the guest price is back, not group 1's tier price", async () => {
      const { store, extra, tokens } = setup({ catalog: { syncPlatformPrices: "never" } });
      const tiered = tieredSimple();
      tokens.setToken(await demoCustomerToken(extra));
      store.dispatch(customerGroupChanged({ groupId: 1, groupToken: null }));
      await store.dispatch(loadProduct({ value: tiered?.sku }));
      await store.dispatch(repriceProducts());
      expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price_incl_tax: tierPriceFor(tiered?.tier_prices, 1, 1), price_is_current: true });
      tokens.setToken(null);
      store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
      await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
      expect(selectCurrentProduct(store.getState())?.final_price_incl_tax).toBe(tiered?.final_price_incl_tax);
      // Loaded for group 1, its documents were tagged so; the logout searched the default group's and kept those.
      expect(store.getState().product.indexPrices).toMatchObject({ prices: { [tiered?.sku ?? ""]: { final_price_incl_tax: tiered?.final_price_incl_tax } }, searchedFor: { groupId: null } });
    });

    it("the api's search documents are the same for every group (the group's prices come from render-list)", async () => {
      const { extra, context, tokens } = setup();
      const tiered = tieredSimple();
      tokens.setToken(await demoCustomerToken(extra));
      const query = { filter: { sku: tiered?.sku ?? "" } };
      const [guest, group1] = [await extra.catalog.api.search("product", query, context()), await extra.catalog.api.search("product", query, context("nl", 1))];
      expect(group1.items).toHaveLength(1);
      expect(group1.items).toEqual(guest.items);
    });

    it("client-side prices, a logout while the product loads: priced for the guest, as the api's render-list prices it", async () => {
      const views = createConfig().storeViews.views;
      const { store, extra, tokens, startListening } = setup({ storeViews: { views: { ...views, nl: { ...views.nl!, tax: { calculateServerSide: false, sourcePriceIncludesTax: true, defaultCountry: "NL" } } } } });
      const tiered = tieredSimple();
      tokens.setToken(await demoCustomerToken(extra));
      store.dispatch(customerGroupChanged({ groupId: 1, groupToken: null }));
      // The load builds its prices for group 1; the customer logs out while the tax rules load.
      startListening({
        type: "catalog/loadTaxRules/pending",
        effect: (_action, api) => {
          api.unsubscribe();
          tokens.setToken(null);
          store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
        },
      });
      await store.dispatch(loadProduct({ value: tiered?.sku }));
      await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(true);
      expect(selectCurrentProduct(store.getState())?.final_price_incl_tax).toBe(tiered?.final_price_incl_tax);
    });
  });
});

describe("the catalogue as @shop/url-resolver's look-ups (commerce-core.md §2 navigation resolution)", () => {
  it.each([
    ["a product by url_path", "/p/SH-OXF-WHT/oxford-overhemd-wit/", { kind: "route", source: "product-lookup", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT" } } }],
    ["a category by url_path", "/overhemden/casual/", { kind: "route", source: "category-lookup", route: { name: "category", params: { slug: "overhemden-casual" } } }],
    ["a disabled product is not found", "/p/JA-FLD-BEI/veldjas-beige/", { kind: "not-found" }],
    ["nothing", "/no/such/page/", { kind: "not-found" }],
  ])("%s", async (_case, path, expected) => {
    const { extra } = setup();
    const { store } = createUrlResolverTestStore({ config: { api: { url: shop.url }, urlResolver: { fallback: "lookups" } }, lookups: createCatalogLookups(extra) });
    expect(await store.dispatch(resolveUrl({ path })).unwrap()).toMatchObject(expected);
  });

  it("the disabled product's path exists in the index, the look-up refuses it (status 2)", async () => {
    const { extra, context } = setup();
    const found = await extra.catalog.api.search("product", { filter: { url_path: "p/JA-FLD-BEI/veldjas-beige" } }, context());
    // The parent (status 2) and its children (visibility 1, the parent's url_path).
    expect(found.items.filter((product) => product.visibility !== 1).map((product) => [product.sku, product.status])).toEqual([["JA-FLD-BEI", 2]]);
    expect(await createCatalogLookups(extra).productByUrlPath("p/JA-FLD-BEI/veldjas-beige", { storeCode: "nl", customerGroup: GUEST_GROUP })).toBeNull();
  });
});
