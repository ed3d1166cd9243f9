import { productOptionSchema } from "@shop/catalog-pricing";
import { z } from "zod";

/** A server cart id: Magento answers guests with a masked id and customers with a number. */
export const cartIdSchema = z.union([z.string().min(1), z.number().int().positive()]).transform(String);
export type CartId = z.output<typeof cartIdSchema>;

/** An item as the server cart holds it (pull and update replies). */
export const serverCartItemSchema = z.looseObject({
  item_id: z.number().int(),
  sku: z.string().min(1),
  qty: z.number().positive(),
  name: z.string(),
  price: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: productOptionSchema.optional(),
});
export type ServerCartItem = z.infer<typeof serverCartItemSchema>;

/** The largest quantity a cart line may hold (the update body's `qty`); the back end caps bundle selections with it too. */
export const MAX_CART_ITEM_QTY = 10_000;

/** Body of POST …/cart/update: a new line without item_id, a changed one with it. */
export const cartItemUpdateRequestSchema = z.object({
  cartItem: z.object({
    sku: z.string().trim().min(1).max(64),
    qty: z.number().int("Quantity must be a positive integer.").positive("Quantity must be above 0.").max(MAX_CART_ITEM_QTY),
    quoteId: z.string().min(1),
    item_id: z.number().int().positive().optional(),
    product_option: productOptionSchema.optional(),
  }),
});
export type CartItemUpdateRequest = z.infer<typeof cartItemUpdateRequestSchema>;

/** Body of POST …/cart/delete. */
export const cartItemDeleteRequestSchema = z.object({
  cartItem: z.object({
    item_id: z.number().int().positive(),
    quoteId: z.string().min(1),
    sku: z.string().optional(),
  }),
});
export type CartItemDeleteRequest = z.infer<typeof cartItemDeleteRequestSchema>;

export const cartPullReplySchema = z.array(serverCartItemSchema);
/** Delete answers true. */
export const cartDeleteReplySchema = z.literal(true);
