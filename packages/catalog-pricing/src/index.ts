export { flagSchema, idSchema, magentoDateSchema } from "./wire.schemas";
export {
  PRODUCT_TYPES,
  bundleOptionSchema,
  bundleProductLinkSchema,
  configurableChildSchema,
  configurableOptionSchema,
  configurableOptionValueSchema,
  customOptionSchema,
  customOptionValueSchema,
  mediaGalleryItemSchema,
  priceTypeSchema,
  productCategorySchema,
  productLabelSchema,
  productLinkSchema,
  productOptionSchema,
  productPriceFields,
  productSchema,
  productStockSchema,
  productTypeSchema,
  serverPriceFields,
  serverPricedProductSchema,
  tierPriceSchema,
  type BundleOption,
  type ConfigurableChild,
  type ConfigurableOption,
  type CustomOption,
  type PriceType,
  type Product,
  type ProductLabel,
  type ProductLink,
  type ProductOption,
  type ProductType,
  type ServerPricedProduct,
  type TierPrice,
} from "./product.schemas";
export {
  categoryDisplayModeSchema,
  categorySchema,
  categoryTreeNodeSchema,
  type Category,
  type CategoryTreeNode,
} from "./category.schemas";
export { attributeOptionSchema, attributeSchema, type Attribute, type AttributeOption } from "./attribute.schemas";
export { taxRateSchema, taxRuleSchema, type TaxRate, type TaxRule } from "./tax-rule.schemas";
export {
  aggregationBucketSchema,
  aggregationSchema,
  catalogSearchRequestSchema,
  fieldPathSchema,
  filterConditionSchema,
  rangeAggregationSchema,
  searchAggregationsSchema,
  searchErrorReplySchema,
  searchHitOf,
  searchRangeSchema,
  searchReplyOf,
  searchSortSchema,
  searchTotalSchema,
  sortOrderSchema,
  sourceFilterSchema,
  termsAggregationSchema,
  type AggregationBucket,
  type CatalogSearchRequest,
  type CatalogSearchRequestInput,
  type FilterCondition,
  type SearchErrorReply,
  type SearchScalar,
  type SortField,
  type SortOrder,
} from "./search.schemas";
export {
  priceInfoSchema,
  renderListItemSchema,
  renderListQuerySchema,
  renderListReplySchema,
  type PriceInfo,
  type RenderListItem,
  type RenderListQuery,
  type RenderListReply,
} from "./render-list.schemas";
export { reviewCreateRequestSchema, reviewSchema, type Review, type ReviewCreateRequest } from "./review.schemas";

export { CATALOG_MESSAGES } from "./messages";
export type { CatalogExtra, CatalogPackageExtra } from "./catalog.extra";
export { catalogPricingPackage } from "./catalog.package";
export { createSearchCache, type SearchCache } from "./search/search-cache";
export type { SearchResult } from "./search/search-result";
export type { DeepPartial } from "./search/deep-partial";
export {
  ENTITY_SCHEMAS,
  UnknownEntityTypeError,
  createCatalogApi,
  isEntityType,
  type CatalogApi,
  type CatalogApiDeps,
  type EntityMap,
  type EntityType,
  type ProjectedQuery,
  type SearchContext,
} from "./catalog.api";

export { clampSearchWindow } from "./rules/search-window";
export { buildSearchRequest, SearchRequestError, type EntityQuery, type FilterInput, type SearchLimits } from "./rules/search-request";
export { requestHash } from "./rules/request-hash";
export { round2 } from "./rules/money";
export { effectiveSpecialPrice, type SpecialPriceInput } from "./rules/special-price";
export { ALL_GROUPS_ID, tierPriceFor } from "./rules/tier-price";
export { customOptionsSurcharge, optionSurcharge, type ChosenCustomOption } from "./rules/option-price";
export { taxCountryOf, taxRateFor, type TaxRateQuery } from "./rules/tax";
export { applyProductPrices, computePriceFields, type PriceContext, type PriceFields, type PriceInput, type ProductPriceSettings } from "./rules/product-prices";
export { bundlePrice, compositePartSkus, groupedPrice, sumPrices, type CompositePriceResult, type CompositePrices, type PricedPart } from "./rules/composite-price";
export { applyPlatformPrices, platformPriceFields, type PriceSyncOptions } from "./rules/price-sync";
export { SYNCED_PRICE_KEYS, indexPricesOf, withIndexPrices, type DocumentPrices, type IndexPrices } from "./rules/index-prices";
export { NOT_VISIBLE_INDIVIDUALLY, decideProductLoad, type ProductLoadDecision } from "./rules/product-load";
export { childMatches, chooseVariant, configurationOf, type VariantChoice, type VariantConfiguration } from "./rules/variant-choice";
// Shared with @shop/ui's size options; kept in this package's API as before.
export { childAttributeValue, isChildAvailable } from "@shop/core";
export { cleanOptionLabel, variantOptions, type VariantOption, type VariantOptionValue } from "./rules/variant-options";
export { configuredProduct } from "./rules/configured-product";
export { activeTree, buildCategoryTree, isActiveCategory, type CategoryNode } from "./rules/category-tree";
export { listingAggregations, listingFilters, priceRanges, sortFor, sortOptions, type PriceRange } from "./rules/listing";

export { catalogSlice, taxRulesLoaded, type CatalogState } from "./catalog.slice";
export {
  productSlice,
  productCleared,
  productLoadFailed,
  productLoadStarted,
  productLoaded,
  productNotFound,
  pricesSynced,
  productRepriced,
  variantSelected,
  variantUnavailable,
  type ProductLoadStatus,
  type ProductState,
} from "./product.slice";
export { categorySlice, categoriesCleared, categoriesLoaded, currentCategoryLoadStarted, currentCategorySet, type CategoryState } from "./category.slice";
export type { CatalogRootState } from "./catalog.state";
export {
  selectCategories,
  selectCategoriesById,
  selectCategoryTree,
  selectCurrentCategory,
  selectCurrentProduct,
  selectIsConfigured,
  selectOriginalProduct,
  selectProductErrors,
  selectProductParts,
  selectProductStatus,
  selectSelectedOptions,
  selectTaxRules,
  selectVariantOptions,
} from "./catalog.selectors";
export { createCatalogThunk, searchContextOf, type CatalogThunkApi, type CatalogThunkConfig } from "./catalog.thunk";
export { loadProductsBySku, loadTaxRules, searchCatalog } from "./catalog.thunks";
export { loadPriceSettings, priceProduct, priceSettingsFor, pricedSkus, repriceForCustomerGroup, repriceProducts } from "./pricing.thunks";
export { ProductLookupError, configureProduct, loadProduct, type LoadProductArgs, type ProductKey } from "./product.thunks";
export { loadCategories, loadCategory, type LoadCategoriesArgs } from "./category.thunks";
export { createCatalogLookups, type CatalogLookupContext } from "./catalog.lookups";
export { registerCatalogPricingListeners, type CatalogStartListening } from "./catalog.listeners";
