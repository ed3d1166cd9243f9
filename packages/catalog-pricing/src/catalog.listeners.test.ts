import { createConfig } from "@shop/core";
import { http, HttpResponse } from "msw";
import { apiUrl } from "@shop/sync-queue/testing";
import { describe, expect, it } from "vitest";
import { customerGroupChanged, switchStoreView } from "@shop/core";
import { selectCurrentProduct } from "./catalog.selectors";
import { repriceProducts } from "./pricing.thunks";
import { productLoaded } from "./product.slice";
import { loadProduct } from "./product.thunks";
import { SEARCH_PATH, holdReply } from "./test-support/held-replies";
import { useMswServer } from "./test-support/msw-server";
import { groupTaxRules } from "./test-support/group-tax-rules";
import { nlTaxConfig } from "./test-support/nl-tax-config";
import { renderListItemOf } from "./test-support/render-list-item";
import { catalogSearchRequestSchema } from "./search.schemas";
import { answerSearch, catalogFixtures, catalogHandlers, createCatalogTestStore, navySocks } from "./testing";

const server = useMswServer();

function setup(options: Parameters<typeof createCatalogTestStore>[0] = {}) {
  const shop = createCatalogTestStore(options);
  server.use(...catalogHandlers(shop.config, catalogFixtures()));
  const renderLists: URLSearchParams[] = [];
  server.events.on("request:start", ({ request }) => {
    if (request.url.includes("render-list")) renderLists.push(new URL(request.url).searchParams);
  });
  return { ...shop, renderLists };
}

describe("customer group and repricing (commerce-core.md §6: login and logout trigger repricing; §4 price_is_current)", () => {
  it("a changed group reprices the products in state through render-list with that group", async () => {
    const { store, renderLists, clock } = setup();
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price_incl_tax: 14.95 });
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBeUndefined();

    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(true);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price_incl_tax: 14.2, price_refreshed_at: new Date(clock.now()).toISOString() });
    expect(renderLists.map((params) => params.get("userGroupId"))).toEqual(["1"]);

    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.final_price_incl_tax).toBe(14.95);
    expect(renderLists.map((params) => params.get("userGroupId"))).toEqual(["1", "0"]);
  });

  it("the same group again does not reprice", async () => {
    const { store, renderLists } = setup();
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renderLists).toEqual([]);
  });

  it("a configurable's children and a bundle's parts are repriced too", async () => {
    const { store, renderLists } = setup();
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    await store.dispatch(repriceProducts());
    expect(renderLists[0]?.get("skus")?.split(",")).toEqual(["SH-OXF-WHT", "SH-OXF-WHT-XS", "SH-OXF-WHT-S", "SH-OXF-WHT-M", "SH-OXF-WHT-L", "SH-OXF-WHT-XL"]);
    await store.dispatch(loadProduct({ value: "BU-GIFT" }));
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(4);
    expect(store.getState().product.parts.every((part) => part.price_is_current === true)).toBe(true);
  });

  it("a failed render-list leaves the prices and flags as they were", async () => {
    const { store, extra } = setup();
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })));
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(0);
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBeUndefined();
  });

  it("asks render-list in the active store view, by store code too", async () => {
    const { store, renderLists } = setup();
    store.dispatch(switchStoreView("en"));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    await store.dispatch(repriceProducts());
    expect(renderLists.map((params) => [params.get("storeCode"), params.get("storeId")])).toEqual([["en", "10"]]);
  });

  it("a store switch while render-list answers does not change the store view the prices were asked and applied in", async () => {
    const views = createConfig().storeViews.views;
    // en lists prices without tax; nl (the default) with tax.
    const shop = createCatalogTestStore({ config: { storeViews: { views: { ...views, en: { ...views.en!, tax: { ...views.en!.tax, sourcePriceIncludesTax: false } } } } } });
    server.use(...catalogHandlers(shop.config, catalogFixtures()));
    const { store, extra } = shop;
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl(extra.config, "/api/product/render-list"), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("storeCode"));
        // The shopper switches to en before the answer arrives; the answer is still nl's.
        store.dispatch(switchStoreView("en"));
      }),
    );
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(1);
    expect(asked).toEqual(["nl"]);
    // nl lists prices with tax: price fields take the gross amounts (14.95), not the net ones (12.36).
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95, price_is_current: true });
  });

  it("a group change while render-list answers: the old group's answer is not applied", async () => {
    const { store, extra } = setup();
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    let changed = false;
    server.use(
      http.get(apiUrl(extra.config, "/api/product/render-list"), () => {
        // The customer logs out before the answer (group 1's tier price) arrives.
        if (!changed) store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
        changed = true;
      }),
    );
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(0);
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(true);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price_incl_tax: 14.95 });
  });

  it("nothing in state, nothing asked", async () => {
    const { store, renderLists } = setup();
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(0);
    expect(renderLists).toEqual([]);
  });
});

describe("a group change reprices by the price rules first (commerce-core.md §6 a group selects price tiers; login and logout trigger repricing)", () => {
  // Client-side prices: gross catalogue prices (NL 21 %), tier prices on (the default).
  const clientSide = nlTaxConfig({ calculateServerSide: false, sourcePriceIncludesTax: true });

  it("grouped tax (tax.userGroupTaxClass): a change to business group 4 reprices the tax by its 0 % rule; the logout back to 21 %", async () => {
    const netNl = { ...nlTaxConfig({ calculateServerSide: false, sourcePriceIncludesTax: false }), tax: { userGroupTaxClass: true } };
    const shop = createCatalogTestStore({ config: { ...netNl, catalog: { syncPlatformPrices: "never" } } });
    server.use(...catalogHandlers(shop.config, { ...catalogFixtures(), taxRules: groupTaxRules }));
    const { store } = shop;
    await store.dispatch(loadProduct({ value: "AC-STI-NAV" }));
    expect(selectCurrentProduct(store.getState())).toMatchObject({ price: 59.95, price_incl_tax: 72.54 });

    store.dispatch(customerGroupChanged({ groupId: 4, groupToken: "b2b" }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_incl_tax).toBe(59.95);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ price_tax: 0, final_price_incl_tax: 59.95 });

    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_incl_tax).toBe(72.54);
  });

  it("client-side prices: the new group's tier price by the rules; syncPlatformPrices 'never' asks no render-list", async () => {
    const { store, renderLists } = setup({ config: { ...clientSide, catalog: { syncPlatformPrices: "never" } } });
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95 });

    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.final_price).toBe(14.2);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price_incl_tax: 14.2, price: 14.95, price_is_current: false });

    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.final_price).toBe(14.95);
    expect(renderLists).toEqual([]);
  });

  it("client-side prices and a failing render-list: the rules' prices for the new group stay, flagged not current", async () => {
    const { store, extra, renderLists } = setup({ config: clientSide });
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })));
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await expect.poll(() => renderLists.length).toBe(1);
    await expect.poll(() => selectCurrentProduct(store.getState())?.final_price).toBe(14.2);
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
  });

  it("server-side prices and a failing render-list after logout: the documents' guest prices are back, not the customer group's tier price", async () => {
    const { store, extra, renderLists } = setup();
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.2, final_price_incl_tax: 14.2, price_is_current: true });
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })));
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => renderLists.length).toBe(2);
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
    const product = selectCurrentProduct(store.getState());
    expect(product).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95, final_price_tax: 2.59 });
    expect([product?.special_price, product?.price_refreshed_at]).toEqual([undefined, undefined]);
  });

  it("server-side prices: a configurable's children get their documents' prices back too, and the chosen variant stays", async () => {
    const { store, extra, renderLists } = setup();
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await store.dispatch(loadProduct({ value: "SH-OXF-WHT" }));
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBe(true);
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })));
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => renderLists.length).toBe(2);
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
    const children = store.getState().product.original?.configurable_children ?? [];
    expect(children.map((child) => [child.price_is_current, child.price_refreshed_at, child.special_price_tax])).toEqual(children.map(() => [false, undefined, undefined]));
    expect(store.getState().product.selectedVariantSku).toBe("SH-OXF-WHT-S");
  });
});

describe("a back end that prices search documents per customer group (commerce-core.md §6 a group selects price tiers; §7 searches send groupId, groupToken)", () => {
  /** Searches for group 1 answer the socks at that group's tier price; the default group's at the guest price. */
  function groupPricedSearch(shop: ReturnType<typeof setup>) {
    const groupDocs = catalogFixtures().products.map((doc) => (doc.sku === navySocks.sku ? { ...doc, final_price: 14.2, final_price_incl_tax: 14.2, final_price_tax: 2.46 } : doc));
    const searches: (string | null)[] = [];
    server.use(
      http.all(apiUrl(shop.extra.config, "/api/catalog/:index/product/_search"), ({ request, params }) => {
        const url = new URL(request.url);
        searches.push(url.searchParams.get("groupId"));
        if (url.searchParams.get("groupId") !== "1") return undefined;
        const body = catalogSearchRequestSchema.parse(JSON.parse(url.searchParams.get("request") ?? "{}"));
        return HttpResponse.json(answerSearch(groupDocs, String(params.index), "product", body, shop.extra.config.search.defaultSize));
      }),
    );
    return searches;
  }

  it("logout after a load for a customer group, render-list failing: the default group's documents are searched and their guest prices shown", async () => {
    const shop = setup();
    const searches = groupPricedSearch(shop);
    const { store, extra, renderLists } = shop;
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.2 });
    expect(store.getState().product.indexPrices).toMatchObject({ prices: { [navySocks.sku]: { final_price: 14.2 } }, searchedFor: { groupId: 1 } });

    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => renderLists.length).toBe(2);
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95 });
    expect(searches).toEqual(["1", "0"]);
    expect(store.getState().product.indexPrices).toMatchObject({ prices: { [navySocks.sku]: { final_price: 14.95 } }, searchedFor: { groupId: null } });
  });

  // The listener reprices the product in state; one still being searched is caught by its own load.
  it.each(["customer-group", "never"] as const)("logout while the product is searched for a group (sync %s): the guest sees the default group's documents' prices", async (mode) => {
    const shop = setup({ config: { catalog: { syncPlatformPrices: mode } } });
    const searches = groupPricedSearch(shop);
    const { store, extra } = shop;
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    const release = holdReply(server, extra.config, SEARCH_PATH, navySocks.sku);
    const load = store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    // The group-1 search is on its way (held) when the customer logs out.
    await release.held;
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    release();
    await load;
    await expect.poll(() => searches).toEqual(["1", "0"]);
    await expect.poll(() => selectCurrentProduct(store.getState())?.final_price).toBe(14.95);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95 });
  });

  it.each([
    // render-list gives group 1's price; without it the server-side documents' price stays.
    ["customer-group", 14.2],
    ["never", 14.95],
  ] as const)("login while a guest's product is searched (sync %s): its default-group documents are kept, searched once", async (mode, price) => {
    const shop = setup({ config: { catalog: { syncPlatformPrices: mode } } });
    const searches = groupPricedSearch(shop);
    const { store, extra } = shop;
    const release = holdReply(server, extra.config, SEARCH_PATH, navySocks.sku);
    const load = store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    await release.held;
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    release();
    await load;
    await expect.poll(() => selectCurrentProduct(store.getState())?.final_price).toBe(price);
    expect(searches).toEqual(["0"]);
  });

  it("a load for the default group keeps its documents' prices: a later group change searches nothing again", async () => {
    const shop = setup();
    const searches = groupPricedSearch(shop);
    await shop.store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(shop.store.getState().product.indexPrices.prices[navySocks.sku]).toMatchObject({ final_price: 14.95 });
    shop.store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await expect.poll(() => selectCurrentProduct(shop.store.getState())?.price_is_current).toBe(true);
    expect(searches).toEqual(["0"]);
  });
});

describe("logout when the default group's documents cannot be searched (commerce-core.md §6 login and logout trigger repricing; §4 price_is_current)", () => {
  /** A group-1 customer on the socks page: render-list shows group 1's tier price (14.20) as current. */
  async function customerOnSocks() {
    const shop = setup();
    shop.store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await shop.store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(shop.store.getState())).toMatchObject({ final_price_incl_tax: 14.2, price_is_current: true });
    return shop;
  }

  it("offline: the loaded documents' prices, flagged not current, never the customer's 14.20", async () => {
    const { store, queue } = await customerOnSocks();
    queue.setOnline(false);
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95, final_price_tax: 2.59 });
    expect(selectCurrentProduct(store.getState())?.price_refreshed_at).toBeUndefined();
    // Nothing searched for the default group is kept: the next repricing asks again.
    expect(store.getState().product.indexPrices.searchedFor).toEqual({ groupId: 1, groupToken: "g1" });
  });

  it("the search answers 502 and render-list fails too: the loaded documents' prices, flagged not current, and the failure logged", async () => {
    const { store, extra, logger, renderLists } = await customerOnSocks();
    server.use(
      http.all(apiUrl(extra.config, "/api/catalog/:index/product/_search"), () => new Response("oops", { status: 502 })),
      http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })),
    );
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => renderLists.length).toBe(2);
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
    expect(selectCurrentProduct(store.getState())).toMatchObject({ final_price: 14.95, final_price_incl_tax: 14.95 });
    expect(logger.entries.map((entry) => entry.message)).toContain("the default group's search documents could not be searched: repricing from the loaded documents' prices");
  });

  it("the search answers a reply that does not fit its schema: the same fallback", async () => {
    const { store, extra } = await customerOnSocks();
    server.use(
      http.all(apiUrl(extra.config, "/api/catalog/:index/product/_search"), () => Response.json({ hits: "none" })),
      http.get(apiUrl(extra.config, "/api/product/render-list"), () => new Response("oops", { status: 502 })),
    );
    store.dispatch(customerGroupChanged({ groupId: null, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current).toBe(false);
    expect(selectCurrentProduct(store.getState())?.final_price_incl_tax).toBe(14.95);
  });
});

describe("a repricing is applied only to the product load it was asked for (commerce-core.md §4 price_is_current; §1 store views)", () => {
  it("a store switch and a new load of the same sku while render-list answers: the older answer does not overwrite the newer product", async () => {
    const { store, extra } = setup({ config: { catalog: { syncPlatformPrices: "never" } } });
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    let switched = false;
    server.use(
      http.get(apiUrl(extra.config, "/api/product/render-list"), async () => {
        // Before nl's answer (group 1's tier price) arrives, the shopper switches to en and the page loads the product there.
        if (!switched) {
          switched = true;
          store.dispatch(switchStoreView("en"));
          await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
        }
      }),
    );
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(0);
    expect(store.getState().storeContext.storeView?.storeCode).toBe("en");
    expect(selectCurrentProduct(store.getState())?.final_price_incl_tax).toBe(14.95);
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBeUndefined();
  });
});

describe("platform price sync on a net catalogue basis without tax adjustments (commerce-core.md §4 Price rules, §6; §3 sourcePriceIncludesTax)", () => {
  // Client-side prices on net catalogue prices (NL 21 %).
  const netClientSide = nlTaxConfig({ calculateServerSide: false, sourcePriceIncludesTax: false });
  /** Group 1's socks as a platform answers them without `tax_adjustments`: net amounts only. */
  const netOnlyReply = {
    code: 200,
    result: { items: [renderListItemOf(navySocks, { final_price: 14.2, max_price: 14.2, max_regular_price: 14.95, minimal_regular_price: 14.95, special_price: null, minimal_price: 14.2, regular_price: 14.95 })] },
  };

  it("client-side prices: applied from the net amounts, incl_tax and tax by the tax rules, flagged current, nothing logged", async () => {
    const { store, extra, logger } = setup({ config: netClientSide });
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => Response.json(netOnlyReply)));
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(store.getState())).toMatchObject({ price: 14.95, price_incl_tax: 18.09, price_tax: 3.14, final_price: 14.2, final_price_incl_tax: 17.18, final_price_tax: 2.98, price_is_current: true });
    expect(logger.entries).toEqual([]);
  });

  it("client-side prices whose tax rules cannot be loaded: one error naming the tax rules, not the platform", async () => {
    const { store, extra, logger } = setup({ config: netClientSide });
    server.use(
      http.get(apiUrl(extra.config, "/api/product/render-list"), () => Response.json(netOnlyReply)),
      http.all(apiUrl(extra.config, "/api/catalog/:index/taxrule/_search"), () => new Response("oops", { status: 502 })),
    );
    // The product in state as loaded; its tax rules were not kept (the sync loads them).
    store.dispatch(productLoaded({ product: navySocks, parts: [] }));
    expect(await store.dispatch(repriceProducts()).unwrap()).toBe(0);
    const messages = logger.entries.filter((entry) => entry.message.includes("tax_adjustments")).map((entry) => [entry.level, entry.message]);
    expect(messages).toEqual([["error", "tax rules could not be loaded: render-list items without tax_adjustments (gross prices) cannot be completed, their prices are not synced: AC-SOK-NAV"]]);
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBeUndefined();
  });

  it("server-side prices: the gross amounts shown stay unknown, not applied and logged", async () => {
    const netServerSide = nlTaxConfig({ calculateServerSide: true, sourcePriceIncludesTax: false });
    const { store, extra, logger } = setup({ config: netServerSide });
    server.use(http.get(apiUrl(extra.config, "/api/product/render-list"), () => Response.json(netOnlyReply)));
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g1" }));
    await store.dispatch(loadProduct({ value: "AC-SOK-NAV" }));
    expect(selectCurrentProduct(store.getState())?.price_is_current).toBeUndefined();
    expect(logger.entries.map((entry) => entry.message)).toEqual(["render-list answered no tax_adjustments (gross prices) for AC-SOK-NAV: their prices are not synced"]);
  });
});
