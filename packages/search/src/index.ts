export {
  SERVICE_SORT_IDS,
  serviceQuerySchema,
  serviceSortSchema,
  touchpointSchema,
  visitorKeySchema,
  type ServiceQuery,
  type ServiceQueryInput,
  type ServiceSort,
  type Touchpoint,
} from "./service-query.schemas";
export {
  NOTIFICATION_TYPES,
  RECOMMENDATION_ALGORITHMS,
  RECOMMENDATION_LIMIT,
  autocompleteRequestSchema,
  cartPageRequestSchema,
  contentListRequestSchema,
  notificationRequestSchema,
  notificationTypeSchema,
  pageRequestSchema,
  productPageRequestSchema,
  recommendationAlgorithmSchema,
  recommendationListRequestSchema,
  type AutocompleteRequest,
  type AutocompleteRequestInput,
  type CartPageRequest,
  type CartPageRequestInput,
  type NotificationRequest,
  type NotificationType,
  type PageRequest,
  type PageRequestInput,
  type ProductPageRequest,
  type ProductPageRequestInput,
  type RecommendationAlgorithm,
  type RecommendationListRequest,
} from "./service-request.schemas";
export {
  autocompleteReplySchema,
  cardProductSchema,
  cartPageReplySchema,
  contentListSchema,
  facetSchema,
  facetValueSchema,
  navigationNodeSchema,
  navigationSchema,
  pageReplySchema,
  primaryListSchema,
  productGroupSchema,
  productPageReplySchema,
  recommendationListSchema,
  serviceErrorSchema,
  sizeTypeSchema,
  variantSchema,
  type AutocompleteReply,
  type CardProduct,
  type CartPageReply,
  type ContentList,
  type Facet,
  type FacetValue,
  type Navigation,
  type NavigationNode,
  type PageReply,
  type PrimaryList,
  type ProductGroup,
  type ProductPageReply,
  type RecommendationList,
  type ServiceError,
  type SizeType,
  type Variant,
} from "./service-reply.schemas";
export { MOBILE_MAX_WIDTH, serviceLocaleOf, touchpointOf } from "./rules/locale";
export {
  FILTER_PREFIX,
  FILTER_VALUE_SEPARATOR,
  listingFiltersFromQuery,
  listingFiltersToQuery,
  parseFilterValue,
  type ListingFilter,
} from "./rules/listing-filters";
export {
  MAX_QUERY_TERMS,
  SEARCH_BOOSTS,
  SEARCH_FUZZINESS,
  SEARCH_MINIMUM_MATCH,
  SEARCH_MIN_SCORE,
  matchQuality,
  maxEditsFor,
  minimumMatchCount,
  normalizedScore,
  queryTerms,
  searchWords,
  type SearchField,
} from "./rules/relevance";

// The store part: one listing model with two sources, URL ↔ state, autocomplete, recommendations,
// notifications and visitor keys (docs/package-contract.md).
export { searchPackage } from "./search.package";
export type { SearchExtra, SearchPackageDeps, SearchPackageExtra } from "./search.extra";
export { searchSlice, autocompleteCleared, initialSearchState, type AutocompleteState, type ListingState, type RecommendationsState, type SearchLoadStatus, type SearchState } from "./search.slice";
export {
  loadAutocomplete,
  loadCartRecommendations,
  loadListing,
  loadProductRecommendations,
  notifySearchService,
  regenerateVisitorKeys,
  restoreLastSearchText,
  type AutocompleteResult,
  type LoadListingArgs,
  type SearchRootState,
  type SearchThunkConfig,
} from "./search.thunks";
export {
  selectAutocomplete,
  selectCartRecommendations,
  selectLastSearchText,
  selectListing,
  selectListingError,
  selectListingQuery,
  selectListingStatus,
  selectProductRecommendations,
} from "./search.selectors";
export { SERVICE_PATHS, createSearchServiceApi, type SearchServiceApi, type ServiceCallQuery } from "./search.api";
export {
  LISTING_SORTS,
  type Listing,
  type ListingCrumb,
  type ListingFacet,
  type ListingFacetValue,
  type ListingPriceRange,
  type ListingProduct,
  type ListingProductChild,
  type ListingQuery,
  type ListingRoute,
  type ListingSort,
  type ListingSortOption,
} from "./listing/listing.types";
export { CATEGORY_ROUTE_SEGMENT, LANDING_ROUTE_SEGMENT, SEARCH_RESULTS_SEGMENT, listingRouteOf } from "./listing/listing-route";
export { NotAListingError, PAGE_PARAM, SEARCH_TEXT_PARAM, SORT_PARAM, listingQueryFromUrl, listingUrlForPage, listingUrlFromQuery, type ListingUrlOptions } from "./listing/listing-url";
export { clearListingFilters, toggleListingFilter, type ListingFilterToggle } from "./listing/listing-toggle";
export { listingOfServicePage, listingProductOfCard, listingProductsOfGroups } from "./listing/map-service";
export { catalogueFacets, listingOfCatalogue, listingProductOfCatalogue, type CatalogueAnswer } from "./listing/map-catalogue";
export { LISTING_SORT_LABELS, SERVICE_SORT_OF, catalogueSortOf, listingSortOfCatalogue, listingSortOfService, listingSortOptions } from "./rules/listing-sort";
export { OPEN_PRICE_MAX, isPriceRangeSelected, priceFilterOf, priceRangeId, priceRangeOptions, type PriceRangeOption } from "./rules/price-ranges";
export { catalogueFieldOf, catalogueListingQuery } from "./rules/catalogue-request";
export { SEARCH_STORAGE_KEYS, browserSearchStorage, createMemorySearchStorage, type SearchStorage } from "./visitor/search-storage";
export { createVisitorKeyStore, randomVisitorKey, type VisitorKeyStore, type VisitorKeys } from "./visitor/visitor-keys";
export { createAutocompleteController, type AutocompleteController, type AutocompleteControllerOptions } from "./autocomplete/autocomplete-controller";
