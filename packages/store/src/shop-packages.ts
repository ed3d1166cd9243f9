import { catalogPricingPackage, createCatalogLookups, type CatalogExtra } from "@shop/catalog-pricing";
import { corePackage, type AnyShopPackage } from "@shop/core";
import { stockPackage } from "@shop/stock";
import { syncQueuePackage, type SyncQueuePackageDeps } from "@shop/sync-queue";
import { urlResolverPackage, type UrlLookups, type UrlResolverPackageDeps } from "@shop/url-resolver";

/** What the app gives the packages: objects and seams, never settings (those are `ShopConfig`'s). */
export interface ShopPackagesDeps {
  /** The sync queue's: the session seam (`tokens`, @shop/user's), `fetch`, storage, … */
  syncQueue?: SyncQueuePackageDeps;
  /** The url-resolver's local cache and history persistence (defaults: localforage in a browser, none on a server). */
  urlResolver?: Omit<UrlResolverPackageDeps<CatalogExtra>, "lookups">;
  /** The CMS page look-up of the URL fallback (commerce-core.md §2), until @shop/cms provides it. */
  cmsPageBySlug?: UrlLookups["cmsPageBySlug"];
}

/**
 * Every landed package in composition order (docs/package-contract.md): a package comes after
 * those whose `extra` it needs. The URL resolver's look-up seam is wired to the catalogue's
 * client here: the one place that knows both. Copy and extend this list to add a package.
 */
export function shopPackages(deps: ShopPackagesDeps = {}): AnyShopPackage[] {
  const { cmsPageBySlug } = deps;
  return [
    corePackage,
    syncQueuePackage(deps.syncQueue),
    catalogPricingPackage,
    stockPackage,
    urlResolverPackage<CatalogExtra>({
      ...deps.urlResolver,
      lookups: (extra) => ({ ...createCatalogLookups(extra), ...(cmsPageBySlug && { cmsPageBySlug }) }),
    }),
  ];
}
