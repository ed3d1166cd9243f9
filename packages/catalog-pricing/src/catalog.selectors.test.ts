import { describe, expect, it } from "vitest";
import { selectCurrentProduct, selectIsConfigured } from "./catalog.selectors";
import { pricesSynced, productCleared, productLoadStarted, productLoaded, productSlice, variantSelected, variantUnavailable, type ProductState } from "./product.slice";
import { configurableShirt } from "./testing";

const reduce = (...actions: Parameters<typeof productSlice.reducer>[1][]): { product: ProductState } => ({
  product: actions.reduce(productSlice.reducer, productSlice.reducer(undefined, { type: "init" })),
});
const loaded = productLoaded({ product: { ...configurableShirt, parentSku: configurableShirt.sku }, parts: [] });
const chooseL = variantSelected({ variantSku: "SH-OXF-WHT-L", configuration: { color_ois: "49", size_ois: "164" } });

describe("the shown product and 'configured' are derived from the loaded product, the chosen variant and the errors (commerce-core.md §4)", () => {
  it("the state holds no copy of what it derives", () => {
    expect(Object.keys(reduce(loaded, chooseL).product).sort()).toEqual(["error", "errors", "indexPrices", "latestLoad", "loadId", "offline", "original", "parts", "selectedOptions", "selectedVariantSku", "status"]);
  });

  it("loaded: the product as loaded, with no errors, not configured; nothing loaded → null", () => {
    expect(selectCurrentProduct(reduce(loaded))).toMatchObject({ sku: "SH-OXF-WHT", errors: {} });
    expect(selectIsConfigured(reduce(loaded))).toBe(false);
    expect(selectCurrentProduct(reduce(loaded, productCleared()))).toBeNull();
  });

  it("a chosen variant is laid over the parent and marks it configured; unavailable drops it and sets the error", () => {
    expect(selectCurrentProduct(reduce(loaded, chooseL))).toMatchObject({ sku: "SH-OXF-WHT-L", size_ois: "164", parentSku: "SH-OXF-WHT", errors: {} });
    expect(selectIsConfigured(reduce(loaded, chooseL))).toBe(true);
    const unavailable = reduce(loaded, chooseL, variantUnavailable({ configuration: { size_ois: "163" } }));
    expect(selectCurrentProduct(unavailable)).toMatchObject({ sku: "SH-OXF-WHT", errors: { variants: "No available product variants" } });
    expect(selectIsConfigured(unavailable)).toBe(false);
    expect(selectCurrentProduct(reduce(loaded, chooseL, variantUnavailable({ configuration: {} }), chooseL))?.errors).toEqual({});
  });

  it("a price sync of the chosen child shows in the shown product", () => {
    const synced = reduce(loaded, chooseL, pricesSynced({ loadId: 1, items: [{ id: 10013, sku: "SH-OXF-WHT-L", name: "Oxford shirt in white L", type: "simple", is_salable: true, store_id: 9, currency_code: "EUR", price_info: { final_price: 50, max_price: 50, max_regular_price: 50, minimal_regular_price: 50, special_price: null, minimal_price: 50, regular_price: 50, extension_attributes: { tax_adjustments: { final_price: 60.5, regular_price: 60.5 } } } }], refreshedAt: "2026-06-15T00:00:00.000Z", sourcePriceIncludesTax: true }));
    expect(selectCurrentProduct(synced)).toMatchObject({ sku: "SH-OXF-WHT-L", final_price: 60.5, final_price_incl_tax: 60.5, price_is_current: true, price_refreshed_at: "2026-06-15T00:00:00.000Z" });
  });

  it("is memoized: the same object while its inputs are the same, a new one when they change", () => {
    const state = reduce(loaded, chooseL);
    const shown = selectCurrentProduct(state);
    expect(selectCurrentProduct({ product: productSlice.reducer(state.product, productLoadStarted("reload")) })).toBe(shown);
    expect(selectCurrentProduct(reduce(loaded))).not.toBe(shown);
  });
});
