import type { SyncExtra } from "@shop/sync-queue";
import type { CatalogApi } from "./catalog.api";
import type { SearchCache } from "./search/search-cache";

/** What @shop/catalog-pricing adds to `extra` (under `extra.catalog`), built once per store by `catalogPricingPackage`. */
export interface CatalogPackageExtra {
  /** The search and render-list client (`createCatalogApi`). */
  api: CatalogApi;
  /** Its per-request search cache (also what a logout may clear). */
  searchCache: SearchCache;
}

/**
 * Thunk `extra` of @shop/catalog-pricing: the sync client's plus `extra.catalog`. Settings are
 * `ShopConfig.catalog`'s (and `search`, `tax`). What the spec says is "logged" (search
 * failures, missing tax country, …) goes to `extra.logger` (@shop/core's `Logger`), else the
 * console under "[catalog-pricing]".
 */
export type CatalogExtra = SyncExtra & { catalog: CatalogPackageExtra };
