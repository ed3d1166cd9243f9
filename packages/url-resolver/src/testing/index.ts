export { urlCategoryFixtures, urlProductFixtures, urlRewriteFixtures } from "./url-fixtures";
export { createUrlMswBackend, type UrlMswBackend, type UrlMswBackendData } from "./url-msw-handlers";
export { createUrlResolverTestStore, type UrlResolverTestState, type UrlResolverTestStore, type UrlResolverTestStoreOptions } from "./url-resolver-test-store";
