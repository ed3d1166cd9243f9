import type { ShopConfig } from "@shop/core";

/**
 * The package's settings: `ShopConfig.urlResolver` (fallback reading, URL dispatcher, trailing
 * slashes, local-cache age), validated by @shop/core's `createConfig` with errors by path.
 */
export type UrlResolverOptions = ShopConfig["urlResolver"];
