import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as api from "./index";
import * as testing from "./testing/index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/url-resolver exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ERROR_RETRY_AFTER_SECONDS",
      "ERROR_ROUTE",
      "HOME_ROUTE",
      "OFFLINE_UNAVAILABLE_MESSAGE",
      "PAGE_NOT_FOUND_ROUTE",
      "ROUTE_NAMES",
      "ROUTE_PATHS",
      "SHORT_PRODUCT_ROUTE_TYPES",
      "categoryEntry",
      "categoryLink",
      "categoryRoute",
      "categoryUrlEntitySchema",
      "categoryUrlMappings",
      "clearHistory",
      "clientNavigationOf",
      "cmsPageEntry",
      "cmsPageRoute",
      "contentLink",
      "contentSlugOf",
      "createHistoryPersistence",
      "createUrlApi",
      "decideProductUrl",
      "entryOfMapHit",
      "historyCleared",
      "historyRestored",
      "inferBackNavigation",
      "landingPageRoute",
      "localizedRoute",
      "mergeRestoredPaths",
      "navigated",
      "navigationHistorySlice",
      "previousPathOr",
      "productEntry",
      "productLink",
      "productRoute",
      "productRouteName",
      "productRoutePath",
      "productUrlEntitySchema",
      "pushHistoryPath",
      "recordNavigation",
      "redirectEntry",
      "redirectTypeSchema",
      "registerCategoryUrls",
      "registerProductUrls",
      "reportEmptyOfflineData",
      "resolveFromMemory",
      "resolveUrl",
      "restoreHistory",
      "routeSchema",
      "saveScrollPosition",
      "scrollPositionSaved",
      "selectHistoryPaths",
      "selectIsBackNavigation",
      "selectPreviousPath",
      "selectRouteHistory",
      "selectScrollPosition",
      "selectUrlMap",
      "serverResponseOf",
      "storeHomePath",
      "storedHistorySchema",
      "toAppPath",
      "urlEntityTypeSchema",
      "urlKeyOf",
      "urlKeyOfUrlPath",
      "urlMapCleared",
      "urlMapEntrySchema",
      "urlMapHitSchema",
      "urlMapReplySchema",
      "urlMapRequestSchema",
      "urlMapSourceSchema",
      "urlMappingsRegistered",
      "urlResolverPackage",
      "urlResolverSlice",
      "urlRewriteSchema",
      "variantUrlKey",
      "withTrailingSlash",
    ]);
  });

  it("exports the test helpers at ./testing", () => {
    expect(Object.keys(testing).sort()).toEqual(["createUrlMswBackend", "createUrlResolverTestStore", "urlCategoryFixtures", "urlProductFixtures", "urlRewriteFixtures"]);
  });

  // No `any` in public types (checked by the typecheck task): the test store's state was `any`.
  it("the test store is typed with the package's state", () => {
    const { store, unbind } = testing.createUrlResolverTestStore();
    expectTypeOf(store.getState()).not.toBeAny();
    expectTypeOf(store.getState().urlResolver).toEqualTypeOf<api.UrlResolverState>();
    expectTypeOf(store.getState().navigationHistory).toEqualTypeOf<api.NavigationHistoryState>();
    expect(store.getState().urlResolver.map).toEqual({});
    unbind();
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts","src/testing/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": [
        "CategoryLookupResult",
        "CategoryUrlEntity",
        "ClientNavigation",
        "ContentLink",
        "ContentLinkInput",
        "EntryContext",
        "HistoryPersistence",
        "HistoryPersistenceOptions",
        "Link",
        "LinkCategory",
        "LinkProduct",
        "LookupFailure",
        "LookupStep",
        "NavigationHistoryRootState",
        "NavigationHistoryState",
        "ProductLookupResult",
        "ProductUrlDecision",
        "ProductUrlEntity",
        "RedirectType",
        "RegistrableCategory",
        "Resolution",
        "ResolutionSource",
        "RoutableCategory",
        "Route",
        "RouteHistoryState",
        "ScrollPosition",
        "ServerResponse",
        "StoredHistory",
        "UrlApi",
        "UrlEntityType",
        "UrlKey",
        "UrlLookupContext",
        "UrlLookups",
        "UrlMapEntry",
        "UrlMapHit",
        "UrlMapReply",
        "UrlMapRequest",
        "UrlMapSource",
        "UrlProduct",
        "UrlResolverExtra",
        "UrlResolverOptions",
        "UrlResolverPackageDeps",
        "UrlResolverPackageExtra",
        "UrlResolverRootState",
        "UrlResolverState",
        "UrlRewrite",
      ],
      "src/testing/index.ts": [
        "UrlMswBackend",
        "UrlMswBackendData",
        "UrlResolverTestState",
        "UrlResolverTestStore",
        "UrlResolverTestStoreOptions"
      ]
    });
  });
});
