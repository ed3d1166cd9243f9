import { formatIssuesInline, toConfigIssues, type Logger } from "@shop/core";
import type { SyncExtra } from "@shop/sync-queue";
import { z } from "zod";
import { createSearchCache, type SearchCache } from "./search/search-cache";

/**
 * Settings only this package uses (the shared constants are in `ShopConfig`). Strict like
 * `ShopConfig`: a misspelled key is an error, not dropped while its default stays.
 */
export const catalogOptionsSchema = z.strictObject({
  /**
   * How long a cached search answers (ms) before it is asked again. The spec caches per
   * request hash without an age; prices and stock go stale, so entries expire (5 min).
   */
  searchCacheTtlMs: z.number().int().nonnegative().default(300_000),
  /** Searches go as GET `?request=` (cacheable by a CDN) until the url would exceed this; then POST. */
  maxGetUrlLength: z.number().int().positive().default(4000),
  /**
   * Variant choice, the spec's two readings (commerce-core.md §4): true (default) falls back
   * to the default variant when the chosen combination has no available child; false reports
   * 'No available product variants' for it.
   */
  variantFallbackToDefault: z.boolean().default(true),
  /**
   * When a product load also asks the platform for prices of now (render-list):
   * "customer-group" (default) when the customer is in a group other than the default one
   * (documents are priced for guests), "always", or "never".
   */
  syncPlatformPrices: z.enum(["customer-group", "always", "never"]).default("customer-group"),
  /** Skus per render-list call (the query string must stay short). */
  renderListChunkSize: z.number().int().positive().default(100),
});
export type CatalogOptions = z.infer<typeof catalogOptionsSchema>;
export type CatalogOptionsInput = z.input<typeof catalogOptionsSchema>;

export class CatalogOptionsError extends Error {
  constructor(details: string) {
    super(`Invalid catalog-pricing options: ${details}`);
    this.name = "CatalogOptionsError";
  }
}

/**
 * Thunk `extra` of @shop/catalog-pricing: the sync client's, plus the search cache and the
 * package options. What the spec says is "logged" (search failures, missing tax country, …)
 * goes to `extra.logger` (@shop/core's `Logger`), else the console under "[catalog-pricing]".
 */
export interface CatalogExtra extends SyncExtra {
  searchCache: SearchCache;
  catalogOptions: CatalogOptions;
}

/**
 * Adds this package's dependencies to a `SyncExtra` (the app merges the result with other
 * packages' extras). Bad or unknown `catalog` options throw `CatalogOptionsError`, by path.
 */
export function createCatalogExtra(base: SyncExtra, options: { logger?: Logger; catalog?: CatalogOptionsInput; searchCache?: SearchCache } = {}): CatalogExtra {
  const parsed = catalogOptionsSchema.safeParse(options.catalog ?? {});
  if (!parsed.success) throw new CatalogOptionsError(formatIssuesInline(toConfigIssues(parsed.error.issues)));
  const catalogOptions = parsed.data;
  return {
    ...base,
    ...(options.logger !== undefined && { logger: options.logger }),
    catalogOptions,
    searchCache: options.searchCache ?? createSearchCache({ quota: base.config.search.cacheQuota, ttlMs: catalogOptions.searchCacheTtlMs, clock: base.clock }),
  };
}

