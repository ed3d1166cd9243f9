import { requireStoreView, type CustomerGroup } from "@shop/core";
import type { SearchContext } from "./catalog.api";
import type { CatalogExtra } from "./catalog.extra";
import type { Category } from "./category.schemas";
import type { Product } from "./product.schemas";
import { decideProductLoad, isProductDisabled } from "./rules/product-load";

/** Where a look-up searches: the path's store view and the customer's group. */
export interface CatalogLookupContext {
  storeCode: string;
  customerGroup: CustomerGroup;
}

/**
 * What the app hands to @shop/url-resolver as its `urlLookups` seam (commerce-core.md §2: the
 * fallback tries a product by url_path, then a category): searches of size 1 in the store
 * view's index. A product by url_path must be listed (visibility 2, 3, 4) and pass the load
 * rules (status ≥ 2 → none); a product by sku (a variant route's child, a child's parent) may
 * have any visibility (the resolver applies the visibility rule) but must be enabled; a
 * category must be active. Offline or nothing found → null.
 *
 * Each look-up is asked with the store view of the path and the customer group of the store
 * context (@shop/url-resolver reads it from the state on every resolution, so a login or
 * logout changes it); the group prices the searches.
 */
export function createCatalogLookups(extra: CatalogExtra) {
  const contextFor = ({ storeCode, customerGroup }: CatalogLookupContext): SearchContext => ({ storeView: requireStoreView(storeCode, extra.config), group: customerGroup });
  return {
    productByUrlPath: async (urlPath: string, context: CatalogLookupContext): Promise<Product | null> => {
      const result = await extra.catalog.api.search("product", { filter: { url_path: urlPath, visibility: { in: [2, 3, 4] } }, size: 1 }, contextFor(context));
      const product = result.items[0];
      return product !== undefined && decideProductLoad(product, extra.config.catalog.preventConfigurableChildrenDirectAccess).kind === "show" ? product : null;
    },
    productBySku: async (sku: string, context: CatalogLookupContext): Promise<Product | null> => {
      const result = await extra.catalog.api.search("product", { filter: { sku }, size: 1 }, contextFor(context));
      const product = result.items[0];
      return product !== undefined && !isProductDisabled(product) ? product : null;
    },
    categoryByUrlPath: async (urlPath: string, context: CatalogLookupContext): Promise<Category | null> => {
      const result = await extra.catalog.api.search("category", { filter: { url_path: urlPath, is_active: true }, size: 1 }, contextFor(context));
      return result.items[0] ?? null;
    },
  };
}
