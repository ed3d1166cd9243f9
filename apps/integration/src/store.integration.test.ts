import { configureProduct, loadProduct, selectCurrentProduct, selectIsConfigured, selectSelectedOptions, selectVariantOptions } from "@shop/catalog-pricing";
import { createConfig, customerGroupChanged, selectCustomerGroup, selectStoreView, switchStoreView } from "@shop/core";
import { checkStock, selectStockStatus } from "@shop/stock";
import { createShopStore, hydratedStateOf, parseShopState, serializeShopState, type ShopState } from "@shop/store";
import { createMemorySessionTokens } from "@shop/sync-queue";
import { resolveFromMemory, resolveUrl, serverResponseOf } from "@shop/url-resolver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCustomerToken } from "./support/catalog";
import { closedPortUrl } from "./support/closed-port";
import { startShop, type RunningShop } from "./support/start-shop";

// The package contract (docs/package-contract.md): one store from every landed package, built by
// @shop/store's factory as an app builds it, walked against apps/api's seed on loopback.

const silent = { warn: () => undefined, error: () => undefined };

/** What the page shows, read through the packages' selectors only. */
function answers(state: ShopState, path: string) {
  const config = createConfig({ api: { url: "http://unused" } });
  const product = selectCurrentProduct(state);
  return {
    storeView: selectStoreView(state).storeCode,
    customerGroup: selectCustomerGroup(state),
    resolved: resolveFromMemory(state, path, config),
    product: product && { sku: product.sku, final_price_incl_tax: product.final_price_incl_tax, price_is_current: product.price_is_current },
    configured: selectIsConfigured(state),
    options: selectSelectedOptions(state),
    variantOptions: selectVariantOptions(state),
    stock: product ? selectStockStatus(state, product.sku) : null,
  };
}

describe("one store from every package, against apps/api", () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it("resolve /en → load the configurable → choose a size → stock → reprice for a customer group → JSON → a new store answers the same", async () => {
    const tokens = createMemorySessionTokens();
    const config = createConfig({ api: { url: shop.url } });
    const { store, extra, dispose } = createShopStore({ config, runtime: "server", logger: silent, session: tokens });

    // The product's en URL, as a shopper reaches it.
    const en = config.storeViews.views["en"]!;
    const [indexed] = (await extra.catalog.api.search("product", { filter: { sku: "SH-OXF-WHT" }, size: 1 }, { storeView: en, group: { groupId: null, groupToken: null } })).items;
    const path = `/en/${indexed!.url_path}/`;
    const resolution = await store.dispatch(resolveUrl({ path })).unwrap();
    expect(resolution).toMatchObject({ kind: "route", route: { name: "configurable-product", params: { parentSku: "SH-OXF-WHT" } } });
    expect(serverResponseOf(resolution)).toEqual({ status: 200 });
    store.dispatch(switchStoreView("en"));

    // Load the configurable in its store view, then choose a size that is in stock.
    const loaded = await store.dispatch(loadProduct({ key: "sku", value: "SH-OXF-WHT" })).unwrap();
    expect(loaded?.type_id).toBe("configurable");
    const size = selectVariantOptions(store.getState()).find((option) => option.attribute_code === "size_ois");
    const choice = size?.values.find((value) => value.available && value.label === "L");
    expect(choice).toBeDefined();
    await store.dispatch(configureProduct({ configuration: { size_ois: choice!.value } })).unwrap();
    const chosen = selectCurrentProduct(store.getState());
    expect(chosen?.sku).toBe("SH-OXF-WHT-L");
    expect(selectIsConfigured(store.getState())).toBe(true);

    // The stock of the chosen variant, live from the api.
    const stock = await store.dispatch(checkStock({ sku: chosen!.sku, stock: chosen!.stock })).unwrap();
    expect(stock).toMatchObject({ sku: "SH-OXF-WHT-L", status: "ok", source: "server" });

    // A login changes the customer group in the store context; the catalogue's listener reprices through render-list.
    const token = await demoCustomerToken(extra);
    tokens.setToken(token);
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: null }));
    await expect.poll(() => selectCurrentProduct(store.getState())?.price_is_current, { timeout: 10_000 }).toBe(true);
    expect(selectCurrentProduct(store.getState())?.price_refreshed_at).toEqual(expect.any(String));

    // Serialise as a server render does, and build the browser's store from it.
    const before = answers(store.getState(), path);
    const html = serializeShopState(hydratedStateOf(store.getState()));
    dispose();
    const hydrated = createShopStore({ config, logger: silent, preloadedState: parseShopState(html), syncQueue: { fetch: async () => Promise.reject(new Error("hydration must not call the network")) }, urlResolver: { cache: null, history: null } });
    expect(answers(hydrated.store.getState(), path)).toEqual(before);
    expect(before).toMatchObject({ storeView: "en", customerGroup: { groupId: 1 }, configured: true, product: { sku: "SH-OXF-WHT-L", price_is_current: true }, stock: "ok" });
    hydrated.dispose();
  });

  it("a back end that fails during a server render is a 503 for that request; the next request is served", async () => {
    const down = createShopStore({ config: createConfig({ api: { url: await closedPortUrl() } }), runtime: "server", logger: silent });
    const up = createShopStore({ config: createConfig({ api: { url: shop.url } }), runtime: "server", logger: silent });
    const failed = await down.store.dispatch(resolveUrl({ path: "/en/shirts/" })).unwrap();
    expect(serverResponseOf(failed)).toMatchObject({ status: 503 });
    expect(down.store.getState().connectivity.online).toBe(true);
    const served = await up.store.dispatch(resolveUrl({ path: "/en/shirts/" })).unwrap();
    expect(serverResponseOf(served)).toEqual({ status: 200 });
    down.dispose();
    up.dispose();
  });
});
