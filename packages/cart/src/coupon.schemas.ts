import { z } from "zod";

const codeSchema = z.string().trim().min(1, "Field is required.").max(64);

/**
 * POST …/cart/apply-coupon: the code comes as the `coupon` query parameter, the body
 * `{coupon: [code]}` (commerce-core.md §7), or `{coupon: code}`.
 */
export const applyCouponRequestSchema = z.object({
  coupon: z.union([codeSchema, z.array(codeSchema).length(1)]).optional(),
});
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

/** POST …/cart/apply-discount {discount: [{code}]} (loyalty and personal-pricing codes). */
export const applyDiscountRequestSchema = z.object({
  discount: z.array(z.object({ code: codeSchema })).min(1).max(5),
});
export type ApplyDiscountRequest = z.infer<typeof applyDiscountRequestSchema>;

/** POST …/cart/delete-discount {discount: [{code}]}; an empty list removes them all. */
export const deleteDiscountRequestSchema = z.object({
  discount: z.array(z.object({ code: codeSchema })).max(5).default([]),
});

/** A discount applied to the cart, incl. tax. */
export const appliedDiscountSchema = z.looseObject({
  code: z.string(),
  label: z.string(),
  amount: z.number().nonnegative(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** Coupon calls answer true; a code that does not exist answers 404 (commerce-core.md §8). */
export const couponReplySchema = z.literal(true);
/** Discount calls answer the discounts now applied. */
export const discountReplySchema = z.array(appliedDiscountSchema);
