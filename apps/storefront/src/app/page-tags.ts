import type { ShopState } from "@shop/store";

/**
 * What a rendered page shows, as the change feed's tags (apps/api `GET /api/changes`): its
 * store view's theme (the chrome of every page), the stories, the product and its parts, the
 * current category. A change to any of them drops the page from the output cache.
 */
export function pageTags(state: ShopState, options: { listing: boolean }): string[] {
  const storeCode = state.storeContext.storeView?.storeCode ?? "";
  const tags = new Set<string>([`theme:${storeCode}`]);
  for (const fullSlug of Object.keys(state.cms.stories)) tags.add(`story:${fullSlug}`);
  // A blog overview lists the store's articles: a published article drops it.
  if (Object.keys(state.cms.blog).length > 0) tags.add(`blog:${storeCode}`);
  const product = state.product.original;
  if (product !== null) {
    tags.add(`product:${product.sku}`);
    for (const child of product.configurable_children ?? []) tags.add(`product:${child.sku}`);
    for (const part of state.product.parts) tags.add(`product:${part.sku}`);
  }
  if (state.category.currentId !== null) tags.add(`category:${state.category.currentId}`);
  // A listing shows many products' stock and prices: any product change drops it.
  if (options.listing) tags.add("listing");
  return [...tags];
}
