import { describe, expect, it } from "vitest";
import { configurableShirt } from "../testing/fixtures";
import { applyProductPrices, computePriceFields, type PriceContext } from "./product-prices";

const today = "2026-06-15";
const gross: PriceContext = { today, taxRate: 21, sourcePriceIncludesTax: true, tierGroupId: 0 };
const net: PriceContext = { ...gross, sourcePriceIncludesTax: false };

describe("client-side prices (commerce-core.md §4 Price rules; §5 tax)", () => {
  it.each([
    ["gross price, no special", { price: 121 }, gross, { price: 121, price_incl_tax: 121, price_tax: 21, final_price: 121, final_price_incl_tax: 121, final_price_tax: 21, special_price: 0 }],
    ["gross price with a current special", { price: 100, special_price: 80 }, gross, { final_price: 80, final_price_incl_tax: 80, final_price_tax: 13.88, special_price: 80, special_price_incl_tax: 80 }],
    ["a special above the price is zero", { price: 100, special_price: 120 }, gross, { final_price: 100, special_price: 0, special_price_incl_tax: 0 }],
    ["a past special is zero", { price: 100, special_price: 80, special_to_date: "2020-12-31 23:59:59" }, gross, { final_price: 100, special_price: 0 }],
    ["net price: tax added", { price: 100 }, net, { price: 100, price_incl_tax: 121, price_tax: 21, final_price_incl_tax: 121, original_price_incl_tax: 121 }],
    ["net price with special: tax on the special", { price: 100, special_price: 50 }, net, { final_price: 50, final_price_incl_tax: 60.5, final_price_tax: 10.5, special_price_incl_tax: 60.5 }],
    ["23 % (PL fallback) on a net price", { price: 100 }, { ...net, taxRate: 23 }, { price_incl_tax: 123, price_tax: 23 }],
    ["rate 0 (no rule)", { price: 50 }, { ...net, taxRate: 0 }, { price_incl_tax: 50, price_tax: 0 }],
    ["a group's tier price lower than final", { price: 100, tier_prices: [{ customer_group_id: 1, qty: 1, value: 95 }] }, { ...gross, tierGroupId: 1 }, { final_price: 95, final_price_incl_tax: 95 }],
    ["a tier higher than the special is ignored", { price: 100, special_price: 80, tier_prices: [{ customer_group_id: 1, qty: 1, value: 95 }] }, { ...gross, tierGroupId: 1 }, { final_price: 80 }],
    ["another group's tier is ignored", { price: 100, tier_prices: [{ customer_group_id: 1, qty: 1, value: 95 }] }, gross, { final_price: 100 }],
    ["tiers off (tierGroupId null)", { price: 100, tier_prices: [{ customer_group_id: 0, qty: 1, value: 95 }] }, { ...gross, tierGroupId: null }, { final_price: 100 }],
    ["rounded to cents half away from zero", { price: 10.005 }, net, { price: 10.01 }],
  ])("%s", (_case, input, ctx, expected) => {
    expect(computePriceFields(input, ctx)).toMatchObject(expected);
  });

  it("tax calculation is skipped when done server side (§4): the product is returned as it is", () => {
    const product = { ...configurableShirt, price_incl_tax: 1 };
    expect(applyProductPrices(product, { calculateServerSide: true, sourcePriceIncludesTax: true, today, tierGroupId: 0, rateFor: () => 99 })).toBe(product);
  });

  it("client side, the product and every child are priced with their class's rate", () => {
    const product = { ...configurableShirt, special_price: 70 };
    const priced = applyProductPrices(product, { calculateServerSide: false, sourcePriceIncludesTax: false, today, tierGroupId: 0, rateFor: (cls) => (Number(cls) === 2 ? 20 : 0) });
    expect(priced).toMatchObject({ price_incl_tax: 95.94, final_price: 70, final_price_incl_tax: 84 });
    expect(priced.configurable_children?.[0]).toMatchObject({ sku: "SH-OXF-WHT-XS", price_incl_tax: 95.94, final_price: 63.95, final_price_incl_tax: 76.74 });
  });
});
