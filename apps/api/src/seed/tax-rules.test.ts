import { describe, expect, it } from "vitest";
import { GARMENT_TAX_CLASS, taxRateFor, type SeedTaxRule } from "./tax-rules";

describe("the api's tax rate (commerce-core.md §3 Tax rule: rates per tax_country_id and tax_region_id; no region → country-wide rates only)", () => {
  // Spain: the Canary Islands' rate listed before the country-wide one; class 6 has only a regional rate.
  const spain: SeedTaxRule[] = [
    {
      product_tax_class_ids: [GARMENT_TAX_CLASS],
      rates: [
        { rate: 7, tax_country_id: "ES", tax_region_id: 161 },
        { rate: 21, tax_country_id: "ES", tax_region_id: 0 },
      ],
    },
    { product_tax_class_ids: [6], rates: [{ rate: 7, tax_country_id: "ES", tax_region_id: 161 }] },
  ];

  it.each([
    ["a regional rate listed first is not the country's", GARMENT_TAX_CLASS, "ES", 21],
    ["only a regional rate: no tax", 6, "ES", 0],
    ["another country: no rule", GARMENT_TAX_CLASS, "NL", 0],
  ])("%s", (_case, taxClass, country, rate) => {
    expect(taxRateFor(taxClass, country, spain)).toBe(rate);
  });

  it.each([
    ["NL", 21],
    ["DE", 19],
    ["PL", 23],
    ["US", 0],
  ])("the demo shop's garments in %s: %s %%", (country, rate) => {
    expect(taxRateFor(GARMENT_TAX_CLASS, country)).toBe(rate);
    expect(taxRateFor(0, country)).toBe(0);
  });
});
