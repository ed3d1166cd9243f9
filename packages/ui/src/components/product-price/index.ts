export { ProductPrice, type ProductPriceProps } from "./ProductPrice";
export { priceDisplay, discountFromLabel, discountFromPrices, discountPercentage, type CardPrice, type PriceDisplay } from "./rules/price-display";
export {
  formatRecommendationPrice,
  recommendationCardPrice,
  recommendationPriceI18n,
  type RecommendationPrices,
} from "./rules/recommendation-price";
