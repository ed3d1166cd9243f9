import { z } from "zod";

export const taxRateSchema = z.looseObject({
  id: z.number().int().optional(),
  code: z.string().optional(),
  /** Percentage, e.g. 21 for 21 %. */
  rate: z.number().nonnegative(),
  tax_country_id: z.string().length(2),
  tax_region_id: z.number().int(),
  region_name: z.string().nullable(),
  tax_postcode: z.string().optional(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** commerce-core.md §3 Tax rule. */
export const taxRuleSchema = z.looseObject({
  id: z.number().int(),
  code: z.string().optional(),
  priority: z.number().int().optional(),
  position: z.number().int().optional(),
  product_tax_class_ids: z.array(z.number().int()),
  customer_tax_class_ids: z.array(z.number().int()),
  tax_rate_ids: z.array(z.number().int()).optional(),
  rates: z.array(taxRateSchema),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;
