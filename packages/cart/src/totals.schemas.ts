import { z } from "zod";

/** A chosen option of a totals line, as label and value. */
export const totalsItemOptionSchema = z.looseObject({ label: z.string(), value: z.string() });

/**
 * Magento sends a totals line's options as JSON text ("[{\"label\":\"Size\",...}]"); we
 * accept that and a plain array, and always hand on an array.
 */
export const totalsItemOptionsSchema = z.union([
  z.array(totalsItemOptionSchema),
  z.string().transform((text, ctx) => {
    try {
      return z.array(totalsItemOptionSchema).parse(text.length === 0 ? [] : JSON.parse(text));
    } catch {
      ctx.addIssue({ code: "custom", message: "options must be a JSON list of {label, value}" });
      return z.NEVER;
    }
  }),
]);

/** A line of the totals (commerce-core.md §3 Cart item totals: discount_amount, row_total_incl_tax, options). */
export const totalsItemSchema = z.looseObject({
  item_id: z.number().int(),
  name: z.string(),
  qty: z.number(),
  price: z.number(),
  price_incl_tax: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  row_total_with_discount: z.number().optional(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
  discount_percent: z.number().optional(),
  options: totalsItemOptionsSchema,
});
export type TotalsItem = z.infer<typeof totalsItemSchema>;

export const TOTAL_SEGMENT_CODES = ["subtotal", "shipping", "discount", "tax", "grand_total"] as const;

/** A totals segment; known codes are listed, a platform may add more. */
export const totalSegmentSchema = z.looseObject({
  code: z.string().min(1),
  title: z.string().nullable(),
  value: z.number().nullable(),
  area: z.string().optional(),
});
export type TotalSegment = z.infer<typeof totalSegmentSchema>;

/** GET …/cart/totals and POST …/cart/collect-totals. */
export const cartTotalsSchema = z.looseObject({
  grand_total: z.number(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  subtotal_with_discount: z.number().optional(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  shipping_tax_amount: z.number().optional(),
  quote_currency_code: z.string().length(3),
  base_currency_code: z.string().length(3).optional(),
  coupon_code: z.string().nullable().optional(),
  items_qty: z.number(),
  items: z.array(totalsItemSchema),
  total_segments: z.array(totalSegmentSchema),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;
