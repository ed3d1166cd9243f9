import { cartAddressSchema } from "@shop/cart";
import { productOptionSchema } from "@shop/catalog-pricing";
import { newPasswordSchema } from "@shop/user";
import { z } from "zod";

/** presentation-content.md §8 quotes it only as "Shopping cart is empty before checkout"; this is its @shop/i18n key. */
const EMPTY_ORDER_MESSAGE = "Shopping cart is empty. Please add some products before entering Checkout";

/**
 * The order id the client makes when the order is placed (possibly offline). It is the
 * order's idempotency key: posting the same order again places it once.
 */
export const orderIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "order_id may hold letters, digits, _ and - only");

/** A line of the order: the sku bought (the chosen child of a configurable) and its quantity. */
export const orderLineSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  qty: z.number().int("Quantity must be a positive integer.").positive("Quantity must be above 0.").max(10_000),
  parentSku: z.string().max(64).optional(),
  name: z.string().optional(),
  /** What the shopper saw; the server prices the order itself. */
  price_incl_tax: z.number().optional(),
  product_option: productOptionSchema.optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The billing address carries the e-mail the confirmation goes to. */
export const orderBillingAddressSchema = cartAddressSchema.extend({
  email: cartAddressSchema.shape.email.unwrap(),
});

/**
 * Body of POST /api/order. The spec leaves it "not shown"; this follows the storefront's
 * checkout state (commerce-core.md §3): the cart's lines, the shipping and billing
 * details, the chosen shipping and payment methods, and the totals the shopper saw.
 */
export const orderRequestSchema = z.object({
  order_id: orderIdSchema,
  created_at: z.iso.datetime({ offset: true }),
  store_code: z.string().min(1).max(32),
  /** The server cart the order was built from; it is closed once the order is placed. */
  cart_id: z.string().min(1).max(64).optional(),
  /** The customer placing it: must be the token's customer. */
  user_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).optional(),
  products: z.array(orderLineSchema).min(1, EMPTY_ORDER_MESSAGE).max(100),
  addressInformation: z.object({
    shippingAddress: cartAddressSchema,
    billingAddress: orderBillingAddressSchema,
    shipping_method_code: z.string().min(1),
    shipping_carrier_code: z.string().min(1),
    payment_method_code: z.string().min(1),
    payment_method_additional: z.record(z.string(), z.string()).optional(),
  }),
  coupon_code: z.string().max(64).optional(),
  /**
   * Guest checkout with account creation (commerce-core.md §3 personalDetails createAccount,
   * password): the back end creates the customer (billing e-mail and names) with the order. A
   * guest's only; never stored with the order.
   */
  account: z.object({ password: newPasswordSchema }).optional(),
  /** The grand total the shopper agreed to; a different server total refuses the order. */
  totals: z.object({ grand_total: z.number().nonnegative() }).optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** The answer to POST /api/order: the order number to show the shopper. */
export const orderReplySchema = z.looseObject({
  order_id: orderIdSchema,
  /** Magento's increment id, e.g. "000000042". */
  orderNumber: z.string().min(1),
  backendOrderId: z.string().min(1),
  status: z.string(),
  created_at: z.string(),
  grand_total: z.number(),
});
export type OrderReply = z.infer<typeof orderReplySchema>;
