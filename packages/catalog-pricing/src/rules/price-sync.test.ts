import { describe, expect, it } from "vitest";
import type { Product } from "../product.schemas";
import type { RenderListItem } from "../render-list.schemas";
import { renderListItemOf } from "../test-support/render-list-item";
import { silkTie } from "../testing/fixtures";
import { applyPlatformPrices, platformPriceFields } from "./price-sync";

type PriceInfo = RenderListItem["price_info"];
type Adjustments = NonNullable<PriceInfo["extension_attributes"]>["tax_adjustments"];

/** Silk tie at 21 %: regular 59.95 gross / 49.55 net; final 56.95 gross / 47.07 net. */
const netPrices: PriceInfo = { final_price: 47.07, max_price: 47.07, max_regular_price: 49.55, minimal_regular_price: 49.55, special_price: null, minimal_price: 47.07, regular_price: 49.55 };
const grossPrices: Adjustments = { final_price: 56.95, regular_price: 59.95, special_price: null };
const itemWith = (net: Partial<PriceInfo>, gross: Partial<Adjustments> | null): RenderListItem =>
  renderListItemOf(silkTie, { ...netPrices, ...net, ...(gross !== null && { extension_attributes: { tax_adjustments: { ...grossPrices, ...gross } } }) });
const item = itemWith({}, {});
const at = "2026-01-15T12:00:00.000Z";
/** A product still carrying another group's amounts in every price field. */
const stale: Product = { ...silkTie, special_price: 40, special_price_incl_tax: 40, special_price_tax: 6.94, regular_price_tax: 1, original_price_tax: 1, original_price: 1, original_price_incl_tax: 1 };

describe("platform price sync (commerce-core.md §4: prices flagged price_is_current and price_refreshed_at; §6 group prices)", () => {
  it("gross catalogue basis: price fields take the tax-inclusive amounts, flagged current", () => {
    expect(applyPlatformPrices(silkTie, item, { refreshedAt: at, sourcePriceIncludesTax: true })).toMatchObject({
      price: 59.95,
      final_price: 56.95,
      final_price_incl_tax: 56.95,
      final_price_tax: 9.88,
      price_incl_tax: 59.95,
      special_price: 0,
      price_is_current: true,
      price_refreshed_at: at,
    });
  });

  it("net catalogue basis: price fields take the net amounts, incl_tax the gross", () => {
    expect(applyPlatformPrices(silkTie, item, { refreshedAt: "x", sourcePriceIncludesTax: false })).toMatchObject({ price: 49.55, final_price: 47.07, final_price_incl_tax: 56.95 });
  });

  // Every price field of the product is rewritten: no amount of the old group is left behind.
  it.each([
    [
      "no special price: the special fields are 0, the *_tax parts recomputed",
      itemWith({}, {}),
      true,
      { special_price: 0, special_price_incl_tax: 0, special_price_tax: 0, regular_price_tax: 10.4, original_price: 59.95, original_price_incl_tax: 59.95, original_price_tax: 10.4, price_tax: 10.4, final_price_tax: 9.88 },
    ],
    [
      "a gross special price on a gross basis",
      itemWith({ special_price: 47.07 }, { special_price: 56.95 }),
      true,
      { special_price: 56.95, special_price_incl_tax: 56.95, special_price_tax: 9.88 },
    ],
    [
      "a net special price without its gross amount, equal to the final price: the gross final price, never the net amount",
      itemWith({ special_price: 47.07 }, { special_price: null }),
      true,
      { special_price: 56.95, special_price_incl_tax: 56.95, special_price_tax: 9.88 },
    ],
    [
      "a net special price without its gross amount, below a tier final price: at the regular price's rate",
      itemWith({ special_price: 45, final_price: 40 }, { special_price: null, final_price: 48.4 }),
      true,
      { special_price: 54.45, special_price_incl_tax: 54.45, special_price_tax: 9.45 },
    ],
    [
      "the same on a net basis: the net special, with its derived gross",
      itemWith({ special_price: 45, final_price: 40 }, { special_price: null, final_price: 48.4 }),
      false,
      { special_price: 45, special_price_incl_tax: 54.45, special_price_tax: 9.45 },
    ],
    [
      "a gross special without its net amount on a net basis: the net at the regular price's rate",
      itemWith({ special_price: null }, { special_price: 56.95 }),
      false,
      { special_price: 47.07, special_price_incl_tax: 56.95, special_price_tax: 9.88 },
    ],
  ])("%s", (_case, renderListItem, sourcePriceIncludesTax, fields) => {
    expect(applyPlatformPrices(stale, renderListItem, { refreshedAt: at, sourcePriceIncludesTax })).toMatchObject({ ...fields, price_is_current: true });
  });

  it.each([true, false])("without tax adjustments and without a tax rate (gross amounts unknown) nothing is applied, on either basis (gross basis %s)", (sourcePriceIncludesTax) => {
    const netOnly = itemWith({}, null);
    expect(platformPriceFields(netOnly, { refreshedAt: at, sourcePriceIncludesTax })).toBeNull();
    expect(applyPlatformPrices(stale, netOnly, { refreshedAt: at, sourcePriceIncludesTax })).toBe(stale);
  });
});

describe("platform price sync without tax adjustments, client-side prices (commerce-core.md §4 Price rules, §6 group prices; §3 sourcePriceIncludesTax)", () => {
  it.each<[string, RenderListItem, boolean, number | undefined, Partial<Product> | null]>([
    [
      "net basis with the product's rate: price fields from the net amounts, incl_tax and tax by the rate",
      itemWith({}, null),
      false,
      21,
      { price: 49.55, price_incl_tax: 59.96, price_tax: 10.41, final_price: 47.07, final_price_incl_tax: 56.95, final_price_tax: 9.88, regular_price: 49.55, original_price_incl_tax: 59.96, special_price: 0, special_price_incl_tax: 0, price_is_current: true },
    ],
    [
      "net basis with a net special price: its gross by the rate",
      itemWith({ special_price: 45, final_price: 45 }, null),
      false,
      21,
      { special_price: 45, special_price_incl_tax: 54.45, special_price_tax: 9.45, final_price: 45, final_price_incl_tax: 54.45 },
    ],
    ["net basis at 0 %: gross equals net", itemWith({}, null), false, 0, { price: 49.55, price_incl_tax: 49.55, price_tax: 0 }],
    ["gross basis: the gross amounts shown are unknown, nothing applied even with a rate", itemWith({}, null), true, 21, null],
    ["net basis without a rate (tax calculated server side): nothing applied", itemWith({}, null), false, undefined, null],
    ["the platform's gross amounts win over the rate", itemWith({}, {}), false, 19, { price_incl_tax: 59.95, final_price_incl_tax: 56.95 }],
  ])("%s", (_case, renderListItem, sourcePriceIncludesTax, taxRate, fields) => {
    const result = platformPriceFields(renderListItem, { refreshedAt: at, sourcePriceIncludesTax, taxRate });
    if (fields === null) expect(result).toBeNull();
    else expect(result).toMatchObject(fields);
  });
});

describe("platform price sync: a special price not below the regular price is none (commerce-core.md §4 'Special price counts only if lower than the original price … otherwise it is zero')", () => {
  // The render-list reports the special price whenever it is within its dates, also at or above
  // the regular price (its final price is then the regular one).
  const none = { special_price: 0, special_price_incl_tax: 0, special_price_tax: 0 };
  const equal = itemWith({ special_price: 49.55, final_price: 49.55 }, { special_price: 59.95, final_price: 59.95 });
  const above = itemWith({ special_price: 57.85, final_price: 49.55 }, { special_price: 70, final_price: 59.95 });
  const equalNetOnly = itemWith({ special_price: 49.55, final_price: 49.55 }, { special_price: null, final_price: 59.95 });
  const aboveClientSide = itemWith({ special_price: 60, final_price: 49.55 }, null);
  it.each<[string, RenderListItem, boolean, number | undefined, Partial<Product>]>([
    ["equal to the regular price, gross basis", equal, true, undefined, { ...none, price: 59.95, final_price: 59.95 }],
    ["equal to the regular price, net basis", equal, false, undefined, { ...none, price: 49.55, final_price: 49.55, final_price_incl_tax: 59.95 }],
    ["above the regular price, gross basis", above, true, undefined, { ...none, price: 59.95, final_price: 59.95 }],
    ["above the regular price, net basis", above, false, undefined, { ...none, price: 49.55, final_price_incl_tax: 59.95 }],
    ["a net special equal to the regular price, its gross derived, gross basis", equalNetOnly, true, undefined, none],
    ["a net special equal to the regular price, its gross derived, net basis", equalNetOnly, false, undefined, none],
    ["above the regular price, client-side gross by the rate", aboveClientSide, false, 21, { ...none, price: 49.55, price_incl_tax: 59.96 }],
  ])("%s: the special fields are 0", (_case, renderListItem, sourcePriceIncludesTax, taxRate, fields) => {
    expect(platformPriceFields(renderListItem, { refreshedAt: at, sourcePriceIncludesTax, taxRate })).toMatchObject({ ...fields, price_is_current: true });
  });

  it("a special price just below the regular price still counts", () => {
    const below = itemWith({ special_price: 49.54, final_price: 49.54 }, { special_price: 59.94, final_price: 59.94 });
    expect(platformPriceFields(below, { refreshedAt: at, sourcePriceIncludesTax: true })).toMatchObject({ special_price: 59.94, special_price_incl_tax: 59.94, special_price_tax: 10.4 });
  });
});
