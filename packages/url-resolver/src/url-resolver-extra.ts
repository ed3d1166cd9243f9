import type { CustomerGroup } from "@shop/core";
import type { KeyValueStorage, SyncExtra } from "@shop/sync-queue";
import type { HistoryPersistence } from "./history-persistence";
import type { RoutableCategory } from "./rules/links";
import type { UrlProduct } from "./rules/url-map-entry";
import type { UrlApi } from "./url.api";

export interface UrlLookupContext {
  /** The store view the path belongs to; its index is the one to search. */
  storeCode: string;
  /** The customer's group from the store context at the time of the resolution (prices the search). */
  customerGroup: CustomerGroup;
}

/** What a product look-up answers (a catalogue product has these fields and more). */
export type ProductLookupResult = UrlProduct;

/** What a category look-up answers. */
export type CategoryLookupResult = RoutableCategory;

/**
 * The seam to the packages above (ARCHITECTURE "a lower package exposes a seam"): the app
 * wires these to @shop/catalog-pricing (product and category by url_path, product by sku,
 * search size 1) and @shop/cms (page by slug). Each answers null when nothing matches; a
 * missing one is skipped. Answers are checked against this package's schemas, and products
 * against the product-load rule (commerce-core.md §4).
 */
export interface UrlLookups {
  productByUrlPath?: (urlPath: string, context: UrlLookupContext) => Promise<ProductLookupResult | null>;
  /**
   * A product by sku, any visibility: the variant a route asks for (`childSku`, in the
   * "lookups" fallback) and a configurable child's parent (to build its URL, in both
   * fallbacks when the map cannot be asked). Without it, those resolve to nothing.
   */
  productBySku?: (sku: string, context: UrlLookupContext) => Promise<ProductLookupResult | null>;
  categoryByUrlPath?: (urlPath: string, context: UrlLookupContext) => Promise<CategoryLookupResult | null>;
  /** `slug` is the content-service slug of the path (presentation-content.md §2), e.g. "en/about". */
  cmsPageBySlug?: (slug: string, context: UrlLookupContext) => Promise<object | null>;
}

/** What @shop/url-resolver adds to `extra` (under `extra.urlResolver`), built once per store by `urlResolverPackage`. */
export interface UrlResolverPackageExtra {
  /** The URL map and redirect client (`createUrlApi`). */
  api: UrlApi;
  /** The seam to the packages above (catalogue, CMS); empty: those steps are skipped. */
  lookups: UrlLookups;
  /** The local URL cache; none: memory only (a server render). */
  cache?: KeyValueStorage;
  /** Persists the navigation history (`createHistoryPersistence`); none: not persisted. */
  history?: HistoryPersistence;
}

/**
 * Thunk `extra` of @shop/url-resolver: `SyncExtra` plus `extra.urlResolver`. Settings are
 * `ShopConfig.urlResolver`'s. Failures this package swallows (look-ups, cache) go to
 * `extra.logger` (@shop/core's `Logger`), else the console under "[url-resolver]".
 */
export type UrlResolverExtra = SyncExtra & { urlResolver: UrlResolverPackageExtra };
