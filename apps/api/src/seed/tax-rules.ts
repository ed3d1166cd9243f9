/** Tax rules of the demo shop: garments (product tax class 2) at each country's standard rate. */
export const TAX_RULES = [
  {
    id: 1,
    code: "Standard rate",
    priority: 0,
    position: 0,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    tax_rate_ids: [1, 2, 3, 4, 5],
    rates: [
      { id: 1, code: "NL-21", rate: 21, tax_country_id: "NL", tax_region_id: 0, region_name: null, tax_postcode: "*" },
      { id: 2, code: "BE-21", rate: 21, tax_country_id: "BE", tax_region_id: 0, region_name: null, tax_postcode: "*" },
      { id: 3, code: "DE-19", rate: 19, tax_country_id: "DE", tax_region_id: 0, region_name: null, tax_postcode: "*" },
      { id: 4, code: "FR-20", rate: 20, tax_country_id: "FR", tax_region_id: 0, region_name: null, tax_postcode: "*" },
      { id: 5, code: "PL-23", rate: 23, tax_country_id: "PL", tax_region_id: 0, region_name: null, tax_postcode: "*" },
    ],
  },
] as const;

/** Garments; gift cards carry class 0 (no tax). */
export const GARMENT_TAX_CLASS = 2;

/** The rate (percent) of a catalogue document's tax class (garments when it names none) in a country. */
export const productTaxRate = (doc: { tax_class_id?: unknown }, countryId: string) => taxRateFor(Number(doc.tax_class_id ?? GARMENT_TAX_CLASS), countryId);

/** What the rate look-up reads of a tax rule (commerce-core.md §3 Tax rule). */
export interface SeedTaxRule {
  product_tax_class_ids: readonly number[];
  rates: readonly { rate: number; tax_country_id: string; tax_region_id: number }[];
}

/**
 * The rate (percent) for a product tax class shipped to a country; 0 when no rule matches.
 * Only country-wide rates (region 0) count: a region's rate is that region's only, and the api
 * knows no region here (as @shop/catalog-pricing's `taxRateFor` without a `regionId`).
 */
export function taxRateFor(taxClassId: number, countryId: string, rules: readonly SeedTaxRule[] = TAX_RULES): number {
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.includes(taxClassId)) continue;
    const rate = rule.rates.find((entry) => entry.tax_country_id === countryId && entry.tax_region_id === 0);
    if (rate !== undefined) return rate.rate;
  }
  return 0;
}
