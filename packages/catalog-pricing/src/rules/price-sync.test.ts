import { describe, expect, it } from "vitest";
import type { RenderListItem } from "../render-list.schemas";
import { silkTie } from "../testing/fixtures";
import { applyPlatformPrices } from "./price-sync";

const item: RenderListItem = {
  id: 1030,
  sku: "AC-STI-NAV",
  name: "Silk tie",
  type: "simple",
  is_salable: true,
  store_id: 9,
  currency_code: "EUR",
  price_info: {
    final_price: 47.07,
    max_price: 47.07,
    max_regular_price: 49.55,
    minimal_regular_price: 49.55,
    special_price: null,
    minimal_price: 47.07,
    regular_price: 49.55,
    extension_attributes: { tax_adjustments: { final_price: 56.95, regular_price: 59.95, special_price: null } },
  },
};

describe("platform price sync (commerce-core.md §4: prices flagged price_is_current and price_refreshed_at)", () => {
  it("gross catalogue basis: price fields take the tax-inclusive amounts, flagged current", () => {
    expect(applyPlatformPrices(silkTie, item, { refreshedAt: "2026-01-15T12:00:00.000Z", sourcePriceIncludesTax: true })).toMatchObject({
      price: 59.95,
      final_price: 56.95,
      final_price_incl_tax: 56.95,
      final_price_tax: 9.88,
      price_incl_tax: 59.95,
      special_price: 0,
      price_is_current: true,
      price_refreshed_at: "2026-01-15T12:00:00.000Z",
    });
  });

  it("net catalogue basis: price fields take the net amounts, incl_tax the gross", () => {
    expect(applyPlatformPrices(silkTie, item, { refreshedAt: "x", sourcePriceIncludesTax: false })).toMatchObject({ price: 49.55, final_price: 47.07, final_price_incl_tax: 56.95 });
  });

  it("without tax adjustments only the net amounts are known", () => {
    const { extension_attributes: _dropped, ...netOnly } = item.price_info;
    const synced = applyPlatformPrices({ sku: "X" }, { ...item, price_info: netOnly }, { refreshedAt: "x", sourcePriceIncludesTax: true });
    expect(synced).toMatchObject({ final_price: 47.07, price_is_current: true });
    expect(synced).not.toHaveProperty("final_price_incl_tax");
  });
});
