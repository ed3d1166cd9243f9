import { z } from "zod";

/** Body of POST /api/review/create (commerce-core.md §7). */
export const reviewCreateRequestSchema = z.object({
  review: z.object({
    product_id: z.number().int().positive(),
    title: z.string().trim().min(1, "Field is required.").max(255),
    detail: z.string().trim().min(1, "Field is required.").max(4000),
    nickname: z.string().trim().min(2, "Name must have at least 2 letters.").max(100),
    review_entity: z.literal("product").default("product"),
    /** The back end decides; a client may only ask for pending (2). */
    review_status: z.literal(2).optional(),
    customer_id: z.number().int().positive().nullable().optional(),
  }),
});
export type ReviewCreateRequest = z.infer<typeof reviewCreateRequestSchema>;

/** Magento's review statuses: 1 approved, 2 pending, 3 not approved. */
export const reviewSchema = z.looseObject({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  review_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  customer_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
