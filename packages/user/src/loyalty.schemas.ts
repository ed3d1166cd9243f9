import { z } from "zod";

/**
 * A loyalty transaction (commerce-core.md §3 Loyalty "transactions list and detail", §7 "GET
 * transaction list; GET transaction by transaction_id"). Shapes are not shown: points earned
 * (positive) or spent (negative) on an order or by a grant.
 */
export const loyaltyTransactionSchema = z.looseObject({
  transaction_id: z.string().min(1),
  created_at: z.string(),
  type: z.enum(["earned", "spent", "expired", "granted"]),
  points: z.number().int(),
  /** The balance after this transaction. */
  balance: z.number().int(),
  description: z.string(),
  order_increment_id: z.string().nullable(),
});
export type LoyaltyTransaction = z.infer<typeof loyaltyTransactionSchema>;

export const loyaltyTransactionListReplySchema = z.array(loyaltyTransactionSchema);

/** The detail adds the lines the points were counted on. */
export const loyaltyTransactionDetailSchema = loyaltyTransactionSchema.extend({
  lines: z.array(z.looseObject({ sku: z.string(), name: z.string(), qty: z.number(), points: z.number().int() })),
});
export type LoyaltyTransactionDetail = z.infer<typeof loyaltyTransactionDetailSchema>;

/** A personal coupon of the customer. */
export const personalCouponSchema = z.looseObject({
  code: z.string().min(1),
  description: z.string(),
  discount_type: z.enum(["percent", "fixed"]),
  discount_amount: z.number().nonnegative(),
  expires_at: z.string().nullable(),
});
export type PersonalCoupon = z.infer<typeof personalCouponSchema>;

/** GET personal pricing client: the coupons are read from `ppr_coupon_result` (commerce-core.md §7). */
export const personalPricingClientReplySchema = z.looseObject({
  customer_id: z.number().int(),
  ppr_coupon_result: z.array(personalCouponSchema),
});
export type PersonalPricingClientReply = z.infer<typeof personalPricingClientReplySchema>;
