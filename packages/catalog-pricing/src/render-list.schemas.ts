import { z } from "zod";

const taxAdjustmentsSchema = z.looseObject({
  final_price: z.number(),
  max_price: z.number().optional(),
  max_regular_price: z.number().optional(),
  minimal_regular_price: z.number().optional(),
  special_price: z.number().nullable().optional(),
  minimal_price: z.number().optional(),
  regular_price: z.number(),
});

/** Prices of one product as the platform computes them now, for the customer's group. */
export const priceInfoSchema = z.looseObject({
  final_price: z.number(),
  max_price: z.number(),
  max_regular_price: z.number(),
  minimal_regular_price: z.number(),
  special_price: z.number().nullable(),
  minimal_price: z.number(),
  regular_price: z.number(),
  /** The same prices including tax. */
  extension_attributes: z.looseObject({ tax_adjustments: taxAdjustmentsSchema }).optional(),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/** An item of the product render-list reply (commerce-core.md §7 "answer items"). */
export const renderListItemSchema = z.looseObject({
  id: z.number().int(),
  sku: z.string().optional(),
  name: z.string(),
  type: z.string(),
  is_salable: z.union([z.boolean(), z.literal("0"), z.literal("1")]),
  store_id: z.number().int(),
  currency_code: z.string().length(3),
  url: z.string().optional(),
  price_info: priceInfoSchema,
});
export type RenderListItem = z.infer<typeof renderListItemSchema>;

export const renderListReplySchema = z.looseObject({
  items: z.array(renderListItemSchema),
});
export type RenderListReply = z.infer<typeof renderListReplySchema>;

/** Query of GET /api/product/render-list (commerce-core.md §7). */
export const renderListQuerySchema = z.object({
  skus: z
    .string()
    .min(1, "skus is required")
    .transform((value) => value.split(",").map((sku) => sku.trim()).filter((sku) => sku.length > 0)),
  currencyCode: z.string().length(3).optional(),
  storeId: z.coerce.number().int().nonnegative().optional(),
  /** The store view; wins over `storeId`, which several views can share (de and fr: 11). */
  storeCode: z.string().min(1).optional(),
  userGroupId: z.coerce.number().int().nonnegative().optional(),
  token: z.string().optional(),
});
export type RenderListQuery = z.infer<typeof renderListQuerySchema>;
