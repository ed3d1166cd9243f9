export { RecommendationCarousel, type RecommendationCarouselProps } from "./RecommendationCarousel";
export { RECOMMENDATION_TITLES, RECOMMENDATION_LIMIT, type RecommendationAlgorithm } from "./rules/recommendation-titles";
