import type { KeyValueStorage, SyncExtra } from "@shop/sync-queue";
import type { HistoryPersistence } from "./history-persistence";
import type { RoutableCategory } from "./rules/links";
import type { UrlProduct } from "./rules/url-map-entry";
import type { UrlResolverOptions } from "./url-resolver.options";

export interface UrlLookupContext {
  /** The store view the path belongs to; its index is the one to search. */
  storeCode: string;
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

/**
 * Thunk `extra` of @shop/url-resolver: `SyncExtra` plus the seams and stores it is given.
 * Failures this package swallows (look-ups, cache) go to `extra.logger` (@shop/core's
 * `Logger`), else the console under "[url-resolver]".
 */
export interface UrlResolverExtra extends SyncExtra {
  urlLookups?: UrlLookups;
  /** The local URL cache, e.g. `createResilientStorage(createLocalForageStorage({storeName: "url"}), …)`. */
  urlCache?: KeyValueStorage;
  /** Package options (`createUrlResolverOptions`); defaults when absent. */
  urlResolverOptions?: UrlResolverOptions;
  /** The customer's price group, sent with the URL map request (commerce-core.md §7). */
  userGroup?: () => { groupId?: number | null; groupToken?: string | null };
  /** Persists the navigation history (`createHistoryPersistence`). */
  history?: HistoryPersistence;
}
