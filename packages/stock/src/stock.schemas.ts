import { z } from "zod";

/** A stock item (commerce-core.md §7 Stock: "result items with is_in_stock, qty, product_id"). */
export const stockItemSchema = z.looseObject({
  product_id: z.number().int(),
  sku: z.string().min(1).optional(),
  stock_id: z.number().int().optional(),
  item_id: z.number().int().optional(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  /** false: the shop does not count this item (always salable). */
  manage_stock: z.boolean().optional(),
  is_qty_decimal: z.boolean().optional(),
  min_sale_qty: z.number().optional(),
  max_sale_qty: z.number().optional(),
  backorders: z.number().int().optional(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** GET /api/stock/check?sku= */
export const stockCheckReplySchema = stockItemSchema;
/** GET /api/stock/list?skus=a,b (chunks of 15 skus, commerce-core.md §9). Unknown skus are absent. */
export const stockListReplySchema = z.array(stockItemSchema);

/** A sku and the quantity a cart line asks for. */
export const skuRequestSchema = z.object({
  sku: z.string().min(1),
  qty: z.number().positive(),
});
export type SkuRequest = z.infer<typeof skuRequestSchema>;

export const salableErrorSchema = z.looseObject({ code: z.string(), message: z.string() });

/**
 * An item of GET /api/inventory/are-product-salable-for-requested-qty/ (commerce-core.md §7,
 * presentation-content.md §7 Inventory).
 */
export const salableResultSchema = z.looseObject({
  sku: z.string().min(1),
  qty: z.number(),
  stock_id: z.number().int().optional(),
  is_salable: z.boolean(),
  errors: z.array(salableErrorSchema),
});
export type SalableResult = z.infer<typeof salableResultSchema>;
export const salableReplySchema = z.array(salableResultSchema);
