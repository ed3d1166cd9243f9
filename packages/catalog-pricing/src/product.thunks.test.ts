import { createConfig } from "@shop/core";
import { http, HttpResponse } from "msw";
import { apiUrl } from "@shop/sync-queue/testing";
import { describe, expect, it } from "vitest";
import { customerGroupChanged, selectStoreCode, switchStoreView } from "@shop/core";
import { selectCurrentProduct, selectIsConfigured, selectProductErrors, selectSelectedOptions, selectTaxRules } from "./catalog.selectors";
import type { BundleOption } from "./product.schemas";
import { productCleared } from "./product.slice";
import { configureProduct, loadProduct } from "./product.thunks";
import { SEARCH_PATH, holdReply } from "./test-support/held-replies";
import { useMswServer } from "./test-support/msw-server";
import { nlTaxConfig } from "./test-support/nl-tax-config";
import { catalogFixtures, catalogHandlers, createCatalogTestStore, type CatalogFixtureData } from "./testing";

const server = useMswServer();

function setup(options: Parameters<typeof createCatalogTestStore>[0] = {}, data: CatalogFixtureData = catalogFixtures()) {
  const shop = createCatalogTestStore(options);
  server.use(...catalogHandlers(shop.config, data));
  return shop;
}

describe("product load (commerce-core.md §4 Product load; §5 product lookup)", () => {
  it("loads an enabled, visible product by sku", async () => {
    const { store } = setup();
    const product = await store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap();
    expect(product?.sku).toBe("AC-STI-NAV");
    expect(store.getState().product.status).toBe("loaded");
  });

  // "The latest product load wins": a failed one too. Under B's URL, A must not stay current.
  it("a failed load leaves no product of the previous navigation current", async () => {
    const { store, extra } = setup();
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    expect(store.getState().product.original?.sku).toBe("SH-OXF-WHT");
    expect(selectCurrentProduct(store.getState())).not.toBeNull();
    server.use(http.all(apiUrl(extra.config, SEARCH_PATH), () => new HttpResponse("oops", { status: 500 })));
    await expect(store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).rejects.toThrow();
    expect(store.getState().product).toMatchObject({ status: "failed", original: null, selectedVariantSku: null, selectedOptions: {} });
    expect(store.getState().product.error).toEqual(expect.any(String));
    expect(selectCurrentProduct(store.getState())).toBeNull();
  });

  it("status 2 or more: empty result", async () => {
    const { store } = setup();
    expect(await store.dispatch(loadProduct({ value: "JA-FLD-BEI" })).unwrap()).toBeNull();
    expect(store.getState().product).toMatchObject({ status: "not-found", original: null });
    expect(selectCurrentProduct(store.getState())).toBeNull();
  });

  it("visibility 1 with children's direct access prevented: the configurable parent, with that child chosen", async () => {
    const { store } = setup();
    const product = await store.dispatch(loadProduct({ value: "SH-OXF-WHT-S" })).unwrap();
    expect(product).toMatchObject({ sku: "SH-OXF-WHT-S", parentSku: "SH-OXF-WHT", type_id: "configurable" });
    expect(store.getState().product.original?.sku).toBe("SH-OXF-WHT");
    expect(selectSelectedOptions(store.getState())).toEqual({ color_ois: "49", size_ois: "162" });
  });

  it("visibility 1 without parentSku: the parent is found by its children's skus", async () => {
    const data = catalogFixtures();
    data.products = data.products.map((product) => (product.sku === "SH-OXF-WHT-S" ? { ...product, parentSku: undefined } : product));
    const { store } = setup({}, data);
    expect((await store.dispatch(loadProduct({ value: "SH-OXF-WHT-S" })).unwrap())?.parentSku).toBe("SH-OXF-WHT");
  });

  it("visibility 1 with children's direct access prevented, its configurable parent disabled (status 2): empty result, the parent's load fails too", async () => {
    const data = catalogFixtures();
    data.products = data.products.map((product) => (product.sku === "SH-OXF-WHT" ? { ...product, status: 2 } : product));
    const { store } = setup({}, data);
    expect(await store.dispatch(loadProduct({ value: "SH-OXF-WHT-S" })).unwrap()).toBeNull();
    expect(store.getState().product).toMatchObject({ status: "not-found", original: null });
  });

  it("visibility 1 with direct access allowed: empty result", async () => {
    const { store } = setup({ config: { catalog: { preventConfigurableChildrenDirectAccess: false } } });
    expect(await store.dispatch(loadProduct({ value: "SH-OXF-WHT-S" })).unwrap()).toBeNull();
  });

  it("looks up by url_path too", async () => {
    const { store } = setup();
    expect((await store.dispatch(loadProduct({ key: "url_path", value: "p/SH-OXF-WHT/oxford-shirt-in-white" })).unwrap())?.parentSku).toBe("SH-OXF-WHT");
  });

  it("a lookup without a key value is refused with the spec's message, nothing sent", async () => {
    const { store } = setup();
    await expect(store.dispatch(loadProduct({ key: "sku", value: " " })).unwrap()).rejects.toThrow("Please provide the search key sku for product/single action!");
    expect(store.getState().product.status).toBe("idle");
  });

  it("offline: empty result flagged offline", async () => {
    const { store, queue } = setup();
    queue.setOnline(false);
    expect(await store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).toBeNull();
    expect(store.getState().product).toMatchObject({ status: "not-found", offline: true });
  });
});

describe("the latest product load wins (commerce-core.md §4 Product load: the product of the current navigation)", () => {
  it("a load overtaken by a newer one is not applied", async () => {
    const { store, config } = setup();
    const releaseTie = holdReply(server, config, SEARCH_PATH, "AC-STI-NAV");
    const tie = store.dispatch(loadProduct({ value: "AC-STI-NAV" }));
    expect((await store.dispatch(loadProduct({ value: "AC-POC-WHT" })).unwrap())?.sku).toBe("AC-POC-WHT");
    releaseTie();
    const overtaken = await tie;
    expect(overtaken).toMatchObject({ type: "product/load/rejected", meta: { aborted: true }, error: { name: "AbortError" } });
    expect(store.getState().product).toMatchObject({ status: "loaded", original: { sku: "AC-POC-WHT" }, error: null });
  });

  it("a configurable's load overtaken after it was shown runs no variant choice: the newer navigation's variant stays", async () => {
    const { store, config } = setup();
    // Group 1: a load asks render-list after showing the shirt; the first load's reply is slow.
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    const releaseFirstPrices = holdReply(server, config, "/api/product/render-list", "SH-OXF-WHT");
    const extraLarge = store.dispatch(loadProduct({ value: "SH-OXF-WHT", childSku: "SH-OXF-WHT-XL" }));
    await expect.poll(() => store.getState().product.original?.sku).toBe("SH-OXF-WHT");
    expect((await store.dispatch(loadProduct({ value: "SH-OXF-WHT", childSku: "SH-OXF-WHT-L" })).unwrap())?.sku).toBe("SH-OXF-WHT-L");
    releaseFirstPrices();
    expect(await extraLarge).toMatchObject({ meta: { aborted: true } });
    expect(store.getState().product).toMatchObject({ status: "loaded", selectedVariantSku: "SH-OXF-WHT-L", errors: {} });
  });

  it("a product cleared while it loads stays cleared", async () => {
    const { store, config } = setup();
    const release = holdReply(server, config, SEARCH_PATH, "AC-STI-NAV");
    const tie = store.dispatch(loadProduct({ value: "AC-STI-NAV" }));
    store.dispatch(productCleared());
    release();
    expect(await tie).toMatchObject({ meta: { aborted: true } });
    expect(store.getState().product).toMatchObject({ status: "idle", original: null });
  });
});

describe("variant choice on the product (commerce-core.md §4 Variant choice, §8 no variant)", () => {
  it("a configurable is configured on load with its default (first available) variant", async () => {
    const { store } = setup();
    const product = await store.dispatch(loadProduct({ value: "SH-OXF-WHT" })).unwrap();
    expect(product?.sku).toBe("SH-OXF-WHT-S");
    expect(selectIsConfigured(store.getState())).toBe(true);
    expect(product?.product_option?.extension_attributes.configurable_item_options).toEqual([
      { option_id: "93", option_value: "49", label: "Colour", value: "White" },
      { option_id: "142", option_value: "162", label: "Size", value: "S" },
    ]);
  });

  it("the route's child sku chooses that variant", async () => {
    const { store } = setup();
    expect((await store.dispatch(loadProduct({ value: "SH-OXF-WHT", childSku: "SH-OXF-WHT-XL" })).unwrap())?.sku).toBe("SH-OXF-WHT-XL");
  });

  it("choosing an available size lays the variant over the product", async () => {
    const { store } = setup();
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    expect(await store.dispatch(configureProduct({ configuration: { color_ois: 49, size_ois: 164 } })).unwrap()).toBe("SH-OXF-WHT-L");
    expect(selectCurrentProduct(store.getState())).toMatchObject({ sku: "SH-OXF-WHT-L", size_ois: "164", parentSku: "SH-OXF-WHT", stock: { qty: 2 } });
  });

  it("an out-of-stock size falls back to the default and stays configured", async () => {
    const { store } = setup();
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    expect(await store.dispatch(configureProduct({ configuration: { size_ois: 161 } })).unwrap()).toBe("SH-OXF-WHT-S");
    expect(selectSelectedOptions(store.getState())).toEqual({ color_ois: "49", size_ois: "162" });
    expect(store.getState().notifications.items).toEqual([]);
  });

  it("without fallback: 'No available product variants' on the product errors and the warning with OK", async () => {
    const { store } = setup({ config: { catalog: { variantFallbackToDefault: false } } });
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    expect(await store.dispatch(configureProduct({ configuration: { size_ois: 163 } })).unwrap()).toBeNull();
    expect(selectProductErrors(store.getState())).toEqual({ variants: "No available product variants" });
    expect(selectCurrentProduct(store.getState())?.errors).toEqual({ variants: "No available product variants" });
    expect(selectIsConfigured(store.getState())).toBe(false);
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ type: "warning", message: "No such configuration for the product. Please do choose another combination of attributes.", action1: { label: "OK", command: { kind: "close" } } }),
    ]);
    await store.dispatch(configureProduct({ configuration: { size_ois: 165 } }));
    expect(selectProductErrors(store.getState())).toEqual({});
  });

  it("no available child at all: the error and the warning even with fallback", async () => {
    const data = catalogFixtures();
    data.products = data.products.map((product) => (product.sku === "SH-OXF-WHT" ? { ...product, configurable_children: product.configurable_children?.map((child) => ({ ...child, status: 2 })) } : product));
    const { store } = setup({}, data);
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    expect(selectProductErrors(store.getState())).toEqual({ variants: "No available product variants" });
    expect(store.getState().notifications.items).toHaveLength(1);
  });

  it("a variant lookup needs parentSku (§5)", async () => {
    const { store } = setup();
    await store.dispatch(loadProduct({ value: "AC-STI-NAV" }));
    await expect(store.dispatch(configureProduct({ configuration: {} })).unwrap()).rejects.toThrow("Product doesn't have parentSku, please check if this is configurable product");
  });
});

describe("prices on load (commerce-core.md §4 Price rules, §5 tax country)", () => {
  it("server-side tax: the server's prices are kept; grouped and bundle summed from their parts", async () => {
    const { store } = setup();
    expect(await store.dispatch(loadProduct({ value: "GR-TIE-SET" })).unwrap()).toMatchObject({ final_price_incl_tax: 89.9, price_incl_tax: 89.9 });
    expect(store.getState().product.parts.map((part) => part.sku)).toEqual(["AC-STI-NAV", "AC-POC-WHT"]);
    expect(await store.dispatch(loadProduct({ value: "BU-GIFT" })).unwrap()).toMatchObject({ final_price_incl_tax: 119.8 });
  });

  it("a bundle link with a quantity below 0 is loaded and adds nothing (§4 'A quantity below 0 is ignored in totals')", async () => {
    const data = catalogFixtures();
    const negativeSocks = (option: BundleOption): BundleOption => (option.option_id === 3 ? { ...option, product_links: option.product_links.map((link) => ({ ...link, qty: -1 })) } : option);
    data.products = data.products.map((product) => (product.sku === "BU-GIFT" ? { ...product, bundle_options: product.bundle_options?.map(negativeSocks) } : product));
    const { store } = setup({}, data);
    // Tie 59.95 + pocket square 29.95; the socks (-1) count for nothing.
    expect(await store.dispatch(loadProduct({ value: "BU-GIFT" })).unwrap()).toMatchObject({ sku: "BU-GIFT", final_price_incl_tax: 89.9, price: 89.9 });
  });

  it.each([
    ["empty dates are open ends: the special price counts", "", 49.95],
    ["no dates", null, 49.95],
    ["a malformed date: loaded, the special price does not count", "15/06/2026", 59.95],
  ])("special-price dates (§4 Price rules), client-side prices: %s", async (_case, date, finalPrice) => {
    const data = catalogFixtures();
    data.products = data.products.map((product) => (product.sku === "AC-STI-NAV" ? { ...product, special_price: 49.95, special_from_date: date, special_to_date: date } : product));
    const { store } = setup({ config: nlTaxConfig({ calculateServerSide: false, sourcePriceIncludesTax: true }) }, data);
    expect(await store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).toMatchObject({ sku: "AC-STI-NAV", price: 59.95, final_price: finalPrice });
  });

  it("client-side tax: incl_tax from the tax rules and the store view's country (DE 19 % on net prices)", async () => {
    const { store } = setup({
      config: { storeViews: { views: { nl: { storeCode: "nl", storeId: 9, name: "NL", url: "", search: { index: "shop_catalog_nl" }, tax: { calculateServerSide: false, sourcePriceIncludesTax: false, defaultCountry: "DE" }, i18n: { fullCountryName: "NL", fullLanguageName: "NL", defaultLanguage: "NL", defaultCountry: "NL", defaultLocale: "nl-NL", dateFormat: "D-M-YYYY" } } } } },
    });
    expect(await store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).toMatchObject({ price: 59.95, price_incl_tax: 71.34, final_price_incl_tax: 71.34, price_tax: 11.39 });
    expect(selectTaxRules(store.getState())).toHaveLength(1);
  });

  it("a store switch while the tax rules load: priced in the view the load started in, the rules not kept for the new view", async () => {
    const views = createConfig().storeViews.views;
    const clientTax = (code: "nl" | "en", defaultCountry: string) => ({ ...views[code]!, tax: { calculateServerSide: false, sourcePriceIncludesTax: false, defaultCountry } });
    const { store } = setup({ config: { storeViews: { views: { ...views, nl: clientTax("nl", "NL"), en: clientTax("en", "DE") } } } });
    const switchOnTaxRules = ({ request }: { request: Request }) => {
      if (request.url.includes("/taxrule/")) store.dispatch(switchStoreView("en"));
    };
    server.events.on("request:start", switchOnTaxRules);
    try {
      // NL 21 % on 59.95, not DE 19 % (71.34).
      expect(await store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).toMatchObject({ price_incl_tax: 72.54 });
      expect(selectStoreCode(store.getState())).toBe("en");
      expect(selectTaxRules(store.getState())).toBeNull();
    } finally {
      server.events.removeListener("request:start", switchOnTaxRules);
    }
  });

  it("client-side tax without a default country: PL (23 %) and the spec's message logged", async () => {
    const { store, logger } = setup({
      config: { storeViews: { views: { nl: { storeCode: "nl", storeId: 9, name: "NL", url: "", search: { index: "shop_catalog_nl" }, tax: { calculateServerSide: false, sourcePriceIncludesTax: false }, i18n: { fullCountryName: "NL", fullLanguageName: "NL", defaultLanguage: "NL", defaultCountry: "NL", defaultLocale: "nl-NL", dateFormat: "D-M-YYYY" } } } } },
    });
    expect(await store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).toMatchObject({ price_incl_tax: 73.74 });
    expect(logger.entries).toContainEqual({ level: "error", message: "Please do set the tax.defaultCountry in order to calculate totals", details: undefined });
  });

  it("a customer group's product load also syncs platform prices (tier price, flagged current)", async () => {
    const { store, clock } = setup();
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    const product = await store.dispatch(loadProduct({ value: "AC-SOK-NAV" })).unwrap();
    expect(product).toMatchObject({ final_price_incl_tax: 14.2, price_is_current: true, price_refreshed_at: new Date(clock.now()).toISOString() });
  });

  it.each([
    ["syncPlatformPrices 'never': the guest price by the rules, not current", "never", false],
    ["the default 'customer-group': the guest price, synced for the default group", "customer-group", true],
  ] as const)("client-side prices, a logout while the product loads (§6 login and logout trigger repricing): %s", async (_case, syncPlatformPrices, current) => {
    const clientSide = nlTaxConfig({ calculateServerSide: false, sourcePriceIncludesTax: true });
    const { store } = setup({ config: { ...clientSide, catalog: { syncPlatformPrices } } });
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    // The load prices for group 1 (tier 14.20); the customer logs out while the tax rules load.
    const logoutOnTaxRules = ({ request }: { request: Request }) => {
      if (request.url.includes("/taxrule/")) store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    };
    server.events.on("request:start", logoutOnTaxRules);
    try {
      await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    } finally {
      server.events.removeListener("request:start", logoutOnTaxRules);
    }
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(current);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95 });
  });

  it("an unknown store view is a clear error and never becomes the view products load in", async () => {
    const { store } = setup();
    expect(() => store.dispatch(switchStoreView("nope"))).toThrow('Store view "nope" is not configured');
    expect(selectStoreCode(store.getState())).toBe("nl");
    await expect(store.dispatch(loadProduct({ value: "AC-STI-NAV" })).unwrap()).resolves.toMatchObject({ sku: "AC-STI-NAV" });
  });
});
