export { ProductCard, DEFAULT_SIZE_ATTRIBUTE, type ProductCardProps } from "./ProductCard";
export type { CardProduct } from "./product-card.types";
export {
  cardImageSources,
  cardImagePlaceholder,
  cardImageSizes,
  cardImages,
  resizeQuery,
  productCardImageOptions,
  PRODUCT_CARD_IMAGE_DEFAULTS,
  type CardImage,
  type CardImagePlaceholder,
  type CardImageSources,
  type ImageUrlBuilder,
  type ImageUrlOptions,
  type ProductCardImageOptions,
} from "./rules/card-image";
export { cardLoading, EAGER_CAROUSEL_CARDS, EAGER_LIST_LABEL_CARDS, type CardContext, type CardLoading } from "./rules/card-loading";
export { withTrailingSlash, chosenConfiguration, missingConfiguration, productErrors, addToCartBlocked } from "./rules/card-rules";
