import { describe, expect, it } from "vitest";
import type { Product } from "../product.schemas";
import { configurableShirt, navySocks } from "../testing/fixtures";
import { indexPricesOf, withIndexPrices } from "./index-prices";

/** What a render-list sync for group 1 leaves on the socks: the tier price, flagged current. */
const syncedSocks: Product = { ...navySocks, final_price: 14.2, final_price_incl_tax: 14.2, final_price_tax: 2.46, special_price: 14.2, special_price_incl_tax: 14.2, special_price_tax: 2.46, regular_price_tax: 2.59, price_is_current: true, price_refreshed_at: "2026-06-15T00:00:00.000Z" };
const [firstChild, ...otherChildren] = configurableShirt.configurable_children ?? [];
const syncedShirt: Product = { ...configurableShirt, final_price: 70, price_is_current: true, configurable_children: [{ ...firstChild!, final_price: 70, final_price_incl_tax: 70, price_is_current: true }, ...otherChildren] };
const kept = indexPricesOf([navySocks, configurableShirt]);

describe("the documents' own prices put back on a group change (commerce-core.md §6: a group selects price tiers, login and logout trigger repricing)", () => {
  it("kept per sku for the product, its children and its parts; only the synced fields", () => {
    expect(Object.keys(kept)).toEqual(["AC-SOK-NAV", "SH-OXF-WHT", ...(configurableShirt.configurable_children ?? []).map((child) => child.sku)]);
    expect(kept["AC-SOK-NAV"]).toEqual({ price: 14.95, price_incl_tax: 14.95, price_tax: 2.59, final_price: 14.95, final_price_incl_tax: 14.95, final_price_tax: 2.59, regular_price: 14.95, regular_price_incl_tax: 14.95, original_price: 14.95, original_price_incl_tax: 14.95 });
  });

  it.each<[string, Product, Partial<Product>]>([
    ["a synced group price goes back to the document's", syncedSocks, { final_price: 14.95, final_price_incl_tax: 14.95, final_price_tax: 2.59 }],
    ["fields the document lacked are removed, not left at the group's amount", syncedSocks, { special_price: undefined, special_price_incl_tax: undefined, special_price_tax: undefined, regular_price_tax: undefined }],
    ["the sync's flags go too", syncedSocks, { price_is_current: undefined, price_refreshed_at: undefined }],
    ["other fields stay", { ...syncedSocks, name: "Renamed" }, { name: "Renamed", tier_prices: navySocks.tier_prices }],
    ["a configurable's children are put back too", syncedShirt, { final_price: 63.95, price_is_current: undefined, configurable_children: configurableShirt.configurable_children }],
    ["a sku without kept prices stays as it is", { ...syncedSocks, sku: "OTHER" }, { final_price: 14.2, price_is_current: true }],
  ])("%s", (_case, product, expected) => {
    const restored = withIndexPrices(product, kept);
    for (const [key, value] of Object.entries(expected)) expect(restored[key as keyof Product]).toEqual(value);
  });
});
