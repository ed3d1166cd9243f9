import { requireStoreView } from "@shop/core";
import { searchEntities, type SearchContext } from "./catalog.api";
import type { CatalogExtra } from "./catalog.extra";
import type { Category } from "./category.schemas";
import type { Product } from "./product.schemas";
import { GUEST_GROUP, type CustomerGroup } from "./rules/customer-group";
import { decideProductLoad, isProductDisabled } from "./rules/product-load";

/**
 * What the app hands to @shop/url-resolver as its `urlLookups` seam (commerce-core.md §2: the
 * fallback tries a product by url_path, then a category): searches of size 1 in the store
 * view's index. A product by url_path must be listed (visibility 2, 3, 4) and pass the load
 * rules (status ≥ 2 → none); a product by sku (a variant route's child, a child's parent) may
 * have any visibility (the resolver applies the visibility rule) but must be enabled; a
 * category must be active. Offline or nothing found → null.
 *
 * `customerGroup` prices the searches: a getter, read on every look-up (so a login or logout
 * changes it), or a fixed group; guests when left out.
 */
export function createCatalogLookups(extra: CatalogExtra, customerGroup: CustomerGroup | (() => CustomerGroup) = GUEST_GROUP) {
  const groupOf = typeof customerGroup === "function" ? customerGroup : () => customerGroup;
  const contextFor = (storeCode: string): SearchContext => ({ storeView: requireStoreView(storeCode, extra.config), group: groupOf() });
  return {
    productByUrlPath: async (urlPath: string, { storeCode }: { storeCode: string }): Promise<Product | null> => {
      const result = await searchEntities(extra, "product", { filter: { url_path: urlPath, visibility: { in: [2, 3, 4] } }, size: 1 }, contextFor(storeCode));
      const product = result.items[0];
      return product !== undefined && decideProductLoad(product, extra.config.catalog.preventConfigurableChildrenDirectAccess).kind === "show" ? product : null;
    },
    productBySku: async (sku: string, { storeCode }: { storeCode: string }): Promise<Product | null> => {
      const result = await searchEntities(extra, "product", { filter: { sku }, size: 1 }, contextFor(storeCode));
      const product = result.items[0];
      return product !== undefined && !isProductDisabled(product) ? product : null;
    },
    categoryByUrlPath: async (urlPath: string, { storeCode }: { storeCode: string }): Promise<Category | null> => {
      const result = await searchEntities(extra, "category", { filter: { url_path: urlPath, is_active: true }, size: 1 }, contextFor(storeCode));
      return result.items[0] ?? null;
    },
  };
}
