import { z } from "zod";

export const orderHistoryItemLineSchema = z.looseObject({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  product_type: z.string().optional(),
});

/**
 * An order of the history (commerce-core.md §3 "orders history (items with increment_id)";
 * presentation-content.md §3 order labels: number, date, status, items, shipping cost,
 * subtotal, tax, discount, total). Status stays text: the platform has its own list
 * (presentation-content.md §4 order status labels).
 */
export const orderHistoryEntrySchema = z.looseObject({
  entity_id: z.number().int(),
  increment_id: z.string().min(1),
  created_at: z.string(),
  status: z.string(),
  order_currency_code: z.string().length(3),
  subtotal_incl_tax: z.number(),
  shipping_incl_tax: z.number(),
  tax_amount: z.number(),
  discount_amount: z.number(),
  grand_total: z.number(),
  total_qty_ordered: z.number(),
  items: z.array(orderHistoryItemLineSchema),
  shipping_description: z.string().optional(),
  payment: z.looseObject({ method: z.string() }).optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** GET /api/ext/{ext}/order-history?pageSize&currentPage (defaults 20, 1). */
export const orderHistoryQuerySchema = z.object({
  pageSize: z.coerce.number().int().positive().max(100).default(20),
  currentPage: z.coerce.number().int().positive().default(1),
});

export const orderHistoryReplySchema = z.looseObject({
  items: z.array(orderHistoryEntrySchema),
  total_count: z.number().int().nonnegative(),
  search_criteria: z.looseObject({ page_size: z.number().int(), current_page: z.number().int() }),
});
export type OrderHistoryReply = z.infer<typeof orderHistoryReplySchema>;
