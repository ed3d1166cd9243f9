export {
  CHECKOUT_MESSAGES,
  CONTENT_MESSAGES,
  ACCOUNT_MESSAGES,
  COMMERCE_MESSAGES,
  LABEL_MESSAGES,
  LISTING_MESSAGES,
  MESSAGES,
  PRESENTATION_ERROR_MESSAGES,
  PRODUCT_MESSAGES,
  SCREEN_MESSAGES,
  UI_MESSAGES,
  VALIDATION_MESSAGES,
  type Catalogue,
  type MessageKey,
} from "./messages";
export { DEFAULT_LOCALE, FALLBACK_LOCALE, SHOP_LOCALES, isShopLocale, type ShopLocale } from "./locales";
export { CATALOGUES } from "./catalogues/index";
export { createShopI18n, createShopI18nFor, loadCatalogue, SHOP_NAMESPACE, type ShopI18nOptions } from "./create-shop-i18n";
export { findCatalogueProblems, placeholdersOf, type CatalogueProblem } from "./rules/catalogue-problems";
