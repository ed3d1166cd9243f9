import { defineShopPackage } from "@shop/core";
import type { SyncExtra } from "@shop/sync-queue";
import { createCatalogApi } from "./catalog.api";
import type { CatalogPackageExtra } from "./catalog.extra";
import { registerCatalogPricingListeners, type CatalogStartListening } from "./catalog.listeners";
import { catalogSlice } from "./catalog.slice";
import { categorySlice } from "./category.slice";
import { productSlice } from "./product.slice";
import { createSearchCache } from "./search/search-cache";

/**
 * @shop/catalog-pricing's part of the one store (docs/package-contract.md): the catalog,
 * product and category slices; `extra.catalog` (the catalogue client and its search cache,
 * built once per store); the repricing listener on the store context's customer group.
 * Settings: `ShopConfig.catalog` (with `search` and `tax`).
 */
export const catalogPricingPackage = defineShopPackage({
  name: "@shop/catalog-pricing",
  slices: [catalogSlice, productSlice, categorySlice],
  needs: ["api"],
  extra: (base: SyncExtra): { catalog: CatalogPackageExtra } => {
    const searchCache = createSearchCache({ quota: base.config.search.cacheQuota, ttlMs: base.config.catalog.searchCacheTtlMs, clock: base.clock });
    return { catalog: { searchCache, api: createCatalogApi({ ...base, searchCache }) } };
  },
  listeners: (startListening) => registerCatalogPricingListeners(startListening as unknown as CatalogStartListening),
});
