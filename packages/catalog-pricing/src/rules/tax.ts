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
  /**
   * Region id; a rate with region 0 applies to every region of its country. Without one, only
   * such country-wide rates apply: a regional rate is that region's only.
   */
  regionId?: number;
  /** Only with `tax.userGroupTaxClass`: the customer's tax class must be in the rule too. */
  customerTaxClassId?: number;
}

interface PreparedRules {
  /** Priority, then position: the first rule that covers a query wins. */
  ordered: readonly TaxRule[];
  /** Rate by "country|region|product class|customer class". */
  rates: Map<string, number>;
}

// Per rule set (the array held in state, never changed in place): sorted once, each rate
// looked up once, instead of sorting and scanning for every product priced.
const preparedRuleSets = new WeakMap<readonly TaxRule[], PreparedRules>();

function prepared(rules: readonly TaxRule[]): PreparedRules {
  let found = preparedRuleSets.get(rules);
  if (found === undefined) {
    found = { ordered: [...rules].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || (a.position ?? 0) - (b.position ?? 0)), rates: new Map() };
    preparedRuleSets.set(rules, found);
  }
  return found;
}

function firstRate(ordered: readonly TaxRule[], productClass: number, query: TaxRateQuery): number {
  for (const rule of ordered) {
    if (!rule.product_tax_class_ids.includes(productClass)) continue;
    if (query.customerTaxClassId !== undefined && !rule.customer_tax_class_ids.includes(query.customerTaxClassId)) continue;
    const rate = rule.rates.find((entry) => entry.tax_country_id === query.country && (entry.tax_region_id === 0 || entry.tax_region_id === query.regionId));
    if (rate !== undefined) return rate.rate;
  }
  return 0;
}

/**
 * The rate in percent (21 for 21 %) of the first tax rule that covers the product's class and
 * the country (commerce-core.md §3 Tax rule: rates per tax_country_id and tax_region_id): a
 * rate for region 0, or for the query's region; with no region asked, a regional rate never
 * counts (a Canary Islands rate is not every Spanish shopper's). 0 when none does. `rules` is read as immutable: its order and its rates are
 * kept per array (a new rule set is a new array, as the state holds it).
 */
export function taxRateFor(rules: readonly TaxRule[], query: TaxRateQuery): number {
  if (query.productTaxClassId === undefined) return 0;
  const productClass = Number(query.productTaxClassId);
  const { ordered, rates } = prepared(rules);
  const key = `${query.country}|${query.regionId ?? ""}|${productClass}|${query.customerTaxClassId ?? ""}`;
  let rate = rates.get(key);
  if (rate === undefined) {
    rate = firstRate(ordered, productClass, query);
    rates.set(key, rate);
  }
  return rate;
}
