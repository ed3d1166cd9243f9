import type { TaxRule } from "../tax-rule.schemas";

const rule = (id: number, customerClasses: number[], rate: number): TaxRule => ({
  id,
  priority: 0,
  position: id,
  product_tax_class_ids: [2],
  customer_tax_class_ids: customerClasses,
  rates: [{ rate, tax_country_id: "NL", tax_region_id: 0, region_name: null }],
});

/**
 * Garments (class 2) in NL by customer tax class, where the classes are customer group ids
 * (`tax.userGroupTaxClass`): guests (0) and retail customers (3) pay 21 %, business customers
 * (group 4) 0 %.
 */
export const groupTaxRules: TaxRule[] = [rule(1, [0, 3], 21), rule(2, [4], 0)];

/** The same rules with the business rule sorted first (by position): the grouped-tax rate must not depend on it. */
export const businessFirstGroupTaxRules: TaxRule[] = [rule(1, [4], 0), rule(2, [0, 3], 21)];
