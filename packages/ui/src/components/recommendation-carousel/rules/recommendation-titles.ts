/** presentation-content.md §3 "recommendationLists, each with algorithm ALTERNATIVES, UPSELL or CART". */
export type RecommendationAlgorithm = "ALTERNATIVES" | "UPSELL" | "CART";

/** §9 "Recommendation lists limit 8". */
export const RECOMMENDATION_LIMIT = 8;

/**
 * A list's title when the content gives none (the spec words none): alternatives are
 * products like this one, upsell the dearer ones of its category, cart the complementary ones.
 */
export const RECOMMENDATION_TITLES: Readonly<Record<RecommendationAlgorithm, string>> = {
  ALTERNATIVES: "Similar products",
  UPSELL: "You may also like",
  CART: "Complete your look",
};
