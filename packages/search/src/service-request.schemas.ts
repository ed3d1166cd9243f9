import { z } from "zod";

/**
 * POST bodies of the search and recommendation service (presentation-content.md §7): what a page
 * asks for. The query string (`serviceQuerySchema`) says who asks, where and for which page.
 */

/** §3 Product page: recommendation lists use one of three algorithms. */
export const RECOMMENDATION_ALGORITHMS = ["ALTERNATIVES", "UPSELL", "CART"] as const;
export const recommendationAlgorithmSchema = z.enum(RECOMMENDATION_ALGORITHMS);
export type RecommendationAlgorithm = z.infer<typeof recommendationAlgorithmSchema>;

/** §9 "Recommendation lists limit 8". */
export const RECOMMENDATION_LIMIT = 8;

export const recommendationListRequestSchema = z.object({
  /** The client's own name of the list (answered back), e.g. "pdp-alternatives". */
  id: z.string().min(1).max(100),
  algorithm: recommendationAlgorithmSchema,
  limit: z.number().int().min(1).max(50).default(RECOMMENDATION_LIMIT),
});
export type RecommendationListRequest = z.infer<typeof recommendationListRequestSchema>;

export const contentListRequestSchema = z.object({
  id: z.string().min(1).max(100),
  limit: z.number().int().min(1).max(50).default(8),
});

/**
 * §7 "POST landing or search page … body asks for navigation, primaryList and contentLists
 * filtered by page url". A part left out is not answered (its key is absent from the reply).
 */
export const pageRequestSchema = z.object({
  navigation: z.object({ include: z.boolean().default(true) }).optional(),
  primaryList: z.object({ include: z.boolean().default(true) }).optional(),
  contentLists: z.array(contentListRequestSchema).max(10).optional(),
  /** The page url the landing page is found by (a path; its store prefix says the store view's page). */
  pageUrl: z.string().max(500).optional(),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;
export type PageRequestInput = z.input<typeof pageRequestSchema>;

/** §7 "POST product page with productKey, requesting productGroup and two carousel recommendation lists of limit 8 (ALTERNATIVES, UPSELL)". */
export const productPageRequestSchema = z.object({
  productGroup: z.object({ include: z.boolean().default(true) }).optional(),
  recommendationLists: z.array(recommendationListRequestSchema).max(10).default([]),
});
export type ProductPageRequest = z.infer<typeof productPageRequestSchema>;
export type ProductPageRequestInput = z.input<typeof productPageRequestSchema>;

/** §7 "POST cart page with the cart items joined by a pipe (query `cart`), requesting the cart and a CART list with limit 8". */
export const cartPageRequestSchema = z.object({
  cart: z.object({ include: z.boolean().default(true) }).optional(),
  recommendationLists: z.array(recommendationListRequestSchema).max(10).default([]),
});
export type CartPageRequest = z.infer<typeof cartPageRequestSchema>;
export type CartPageRequestInput = z.input<typeof cartPageRequestSchema>;

/** §7 "POST autocomplete with q" (q in the query); how many suggestions of each kind. */
export const autocompleteRequestSchema = z.object({
  productSuggestions: z.object({ limit: z.number().int().min(0).max(20).default(6) }).prefault({}),
  phraseSuggestions: z.object({ limit: z.number().int().min(0).max(20).default(5) }).prefault({}),
});
export type AutocompleteRequest = z.infer<typeof autocompleteRequestSchema>;
export type AutocompleteRequestInput = z.input<typeof autocompleteRequestSchema>;

/** §7 "POST notification by type (add-to-cart, click, end)". */
export const NOTIFICATION_TYPES = ["add-to-cart", "click", "end"] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** §7 "with body of ticket or productKey": one of the two, not both. */
export const notificationRequestSchema = z.union([
  z.strictObject({ ticket: z.string().min(1).max(500) }),
  z.strictObject({ productKey: z.string().min(1).max(100) }),
]);
export type NotificationRequest = z.infer<typeof notificationRequestSchema>;
