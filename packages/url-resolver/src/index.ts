export {
  redirectTypeSchema,
  urlEntityTypeSchema,
  urlMapHitSchema,
  urlMapReplySchema,
  urlMapRequestSchema,
  urlMapSourceSchema,
  urlRewriteSchema,
  type RedirectType,
  type UrlEntityType,
  type UrlMapHit,
  type UrlMapReply,
  type UrlMapRequest,
  type UrlMapSource,
  type UrlRewrite,
} from "./url.schemas";

export type { UrlResolverOptions } from "./url-resolver.options";
export { urlResolverPackage, type UrlResolverPackageDeps } from "./url-resolver.package";

export {
  ERROR_ROUTE,
  HOME_ROUTE,
  PAGE_NOT_FOUND_ROUTE,
  ROUTE_NAMES,
  ROUTE_PATHS,
  SHORT_PRODUCT_ROUTE_TYPES,
  productRouteName,
  routeSchema,
  type Route,
} from "./rules/route-names";
export { localizedRoute, toAppPath, withTrailingSlash } from "./rules/path-format";
export {
  categoryLink,
  categoryRoute,
  cmsPageRoute,
  landingPageRoute,
  productLink,
  productRoute,
  productRoutePath,
  storeHomePath,
  type Link,
  type LinkCategory,
  type LinkProduct,
  type RoutableCategory,
} from "./rules/links";
export { contentLink, type ContentLink, type ContentLinkInput } from "./rules/content-link";
export { contentSlugOf } from "./rules/content-slug";
export { urlKeyOf, urlKeyOfUrlPath, variantUrlKey, type UrlKey } from "./rules/url-key";
export {
  categoryEntry,
  categoryUrlEntitySchema,
  cmsPageEntry,
  decideProductUrl,
  entryOfMapHit,
  productEntry,
  productUrlEntitySchema,
  redirectEntry,
  urlMapEntrySchema,
  type CategoryUrlEntity,
  type EntryContext,
  type ProductUrlDecision,
  type ProductUrlEntity,
  type UrlMapEntry,
  type UrlProduct,
} from "./rules/url-map-entry";
export { categoryUrlMappings, type RegistrableCategory } from "./rules/category-registration";
export {
  ERROR_RETRY_AFTER_SECONDS,
  clientNavigationOf,
  serverResponseOf,
  type ClientNavigation,
  type Resolution,
  type ResolutionSource,
  type ServerResponse,
} from "./rules/navigation-outcome";
export type { LookupFailure, LookupStep } from "./rules/lookup-failure";
export { inferBackNavigation, mergeRestoredPaths, previousPathOr, pushHistoryPath } from "./rules/history";

export { createUrlApi, type UrlApi } from "./url.api";
export { urlResolverSlice, urlMappingsRegistered, urlMapCleared, type UrlResolverRootState, type UrlResolverState } from "./url.slice";
export { resolveFromMemory, selectUrlMap } from "./url.selectors";
export {
  OFFLINE_UNAVAILABLE_MESSAGE,
  registerCategoryUrls,
  registerProductUrls,
  reportEmptyOfflineData,
  resolveUrl,
} from "./url.thunks";
export type {
  CategoryLookupResult,
  ProductLookupResult,
  UrlLookupContext,
  UrlLookups,
  UrlResolverExtra,
  UrlResolverPackageExtra,
} from "./url-resolver-extra";

export {
  navigationHistorySlice,
  navigated,
  scrollPositionSaved,
  historyRestored,
  historyCleared,
  storedHistorySchema,
  type NavigationHistoryRootState,
  type NavigationHistoryState,
  type RouteHistoryState,
  type ScrollPosition,
  type StoredHistory,
} from "./history.slice";
export { selectHistoryPaths, selectIsBackNavigation, selectPreviousPath, selectRouteHistory, selectScrollPosition } from "./history.selectors";
export { clearHistory, recordNavigation, restoreHistory, saveScrollPosition } from "./history.thunks";
export { createHistoryPersistence, type HistoryPersistence, type HistoryPersistenceOptions } from "./history-persistence";
