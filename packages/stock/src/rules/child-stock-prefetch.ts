/** What the prefetch needs of a listed product: its type and its configurable children's skus (and ids, when known). */
export interface PrefetchProduct {
  type_id?: string;
  configurable_children?: readonly { sku?: string | null; id?: number | null }[] | null;
}

/**
 * The child skus whose stock a listing prefetches: the configurable children of the first
 * `count` configurable products (commerce-core.md §9 "child-stock pre-fetch count 8",
 * `config.stock.childPrefetchCount`), without the ones already in the stock cache. Products
 * of other types do not count towards `count`.
 */
export function childSkusToPrefetch(products: readonly PrefetchProduct[], isCached: (sku: string) => boolean, count: number): string[] {
  const skus: string[] = [];
  const seen = new Set<string>();
  let configurables = 0;
  for (const product of products) {
    if (configurables >= count) break;
    if (product.type_id !== "configurable" || !product.configurable_children) continue;
    configurables += 1;
    for (const child of product.configurable_children) {
      const sku = child.sku?.trim();
      if (!sku || seen.has(sku) || isCached(sku)) continue;
      seen.add(sku);
      skus.push(sku);
    }
  }
  return skus;
}

/**
 * Product id by sku of the products' configurable children that carry both: what places a
 * stock-list item that comes without a sku (commerce-core.md §7 answers items with
 * product_id; see `askedSkuOf`).
 */
export function childProductIds(products: readonly PrefetchProduct[]): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const product of products) {
    for (const child of product.configurable_children ?? []) {
      const sku = child.sku?.trim();
      if (sku && typeof child.id === "number") ids[sku] = child.id;
    }
  }
  return ids;
}
