export { ProductCard, DEFAULT_SIZE_ATTRIBUTE, type ProductCardProps } from "./ProductCard";
export type { CardProduct } from "./product-card.types";
export {
  cardImageSources,
  cardImageSizes,
  cardImages,
  resizeQuery,
  PRODUCT_CARD_IMAGE_DEFAULTS,
  type CardImage,
  type CardImageSources,
  type ImageUrlBuilder,
  type ProductCardImageOptions,
} from "./rules/card-image";
export { cardLoading, EAGER_CAROUSEL_CARDS, EAGER_LIST_LABEL_CARDS, type CardContext, type CardLoading } from "./rules/card-loading";
export { withTrailingSlash, chosenConfiguration, missingConfiguration, productErrors, addToCartBlocked } from "./rules/card-rules";
