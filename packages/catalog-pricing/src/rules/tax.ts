import type { StoreView } from "@shop/core";
import type { TaxRule } from "../tax-rule.schemas";
import { CATALOG_MESSAGES } from "../messages";

/**
 * commerce-core.md §5: "Totals need a default country, else 'Please do set the
 * tax.defaultCountry in order to calculate totals' is logged. Default tax country is PL
 * where none is given" (`tax.fallbackCountry`).
 */
export function taxCountryOf(storeView: Pick<StoreView, "tax">, fallbackCountry: string): { country: string; warning?: string } {
  const country = storeView.tax.defaultCountry;
  return country === undefined || country === "" ? { country: fallbackCountry, warning: CATALOG_MESSAGES.noDefaultCountry } : { country };
}

export interface TaxRateQuery {
  productTaxClassId: number | string | undefined;
  country: string;
  /** Region id; a rate with region 0 applies to every region. */
  regionId?: number;
  /** Only with `tax.userGroupTaxClass`: the customer's tax class must be in the rule too. */
  customerTaxClassId?: number;
}

/** The rate in percent (21 for 21 %) of the first tax rule that covers the product's class and the country; 0 when none does. */
export function taxRateFor(rules: readonly TaxRule[], query: TaxRateQuery): number {
  if (query.productTaxClassId === undefined) return 0;
  const productClass = Number(query.productTaxClassId);
  const ordered = [...rules].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || (a.position ?? 0) - (b.position ?? 0));
  for (const rule of ordered) {
    if (!rule.product_tax_class_ids.includes(productClass)) continue;
    if (query.customerTaxClassId !== undefined && !rule.customer_tax_class_ids.includes(query.customerTaxClassId)) continue;
    const rate = rule.rates.find((entry) => entry.tax_country_id === query.country && (entry.tax_region_id === 0 || query.regionId === undefined || entry.tax_region_id === query.regionId));
    if (rate !== undefined) return rate.rate;
  }
  return 0;
}
