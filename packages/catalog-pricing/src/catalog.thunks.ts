import { uniqueChunks } from "@shop/core";
import type { EntityMap, EntityType, ProjectedQuery, SearchContext } from "./catalog.api";
import type { CatalogExtra } from "./catalog.extra";
import { selectStoreView } from "@shop/core";
import { selectTaxRules } from "./catalog.selectors";
import { taxRulesLoaded } from "./catalog.slice";
import { createCatalogThunk, searchContextOf } from "./catalog.thunk";
import type { Product } from "./product.schemas";
import type { EntityQuery } from "./rules/search-request";
import type { DeepPartial } from "./search/deep-partial";
import type { SearchResult } from "./search/search-result";
import type { TaxRule } from "./tax-rule.schemas";

/**
 * An entity search in the active store view for the customer's group (see `CatalogApi.search`).
 * Rejects with 'No entity type registered for {type}' for an unknown type.
 */
export const searchCatalog = createCatalogThunk(
  "catalog/search",
  async ({ entityType, query }: { entityType: EntityType; query: EntityQuery }, { getState, extra }): Promise<SearchResult<EntityMap[EntityType] | DeepPartial<EntityMap[EntityType]>>> =>
    extra.catalog.api.search(entityType, query as ProjectedQuery, searchContextOf(getState())),
);

/** Tax rules of the store view, loaded once (only needed when tax is not calculated server side). */
export const loadTaxRules = createCatalogThunk<TaxRule[], undefined>("catalog/loadTaxRules", async (_arg, { getState, dispatch, extra }) => {
  const loaded = selectTaxRules(getState());
  if (loaded !== null) return loaded;
  const storeCode = selectStoreView(getState()).storeCode;
  const result = await extra.catalog.api.search("taxrule", { size: extra.config.catalog.maxFilterQuerySize }, searchContextOf(getState()));
  // Offline: nothing is kept, so the rules are asked again once online. After a store switch
  // meanwhile they are the old view's: not kept for the new one.
  if (!result.offline && selectStoreView(getState()).storeCode === storeCode) dispatch(taxRulesLoaded({ storeCode, rules: result.items }));
  return result.items;
});

/**
 * Products by sku, in searches of at most `catalog.maxFilterQuerySize` skus (any status or
 * visibility: parts and children), in the given store view and group. `offline` when any
 * search was answered offline (its documents are missing).
 */
export async function searchProductsBySku(extra: CatalogExtra, skus: readonly string[], context: SearchContext): Promise<{ products: Product[]; offline: boolean }> {
  const products: Product[] = [];
  let offline = false;
  for (const part of uniqueChunks(skus, extra.config.catalog.maxFilterQuerySize)) {
    const result = await extra.catalog.api.search("product", { filter: { sku: { in: part } }, size: part.length }, context);
    products.push(...result.items);
    offline ||= result.offline;
  }
  return { products, offline };
}

/** `searchProductsBySku` in the active store view for the customer's group. */
export const loadProductsBySku = createCatalogThunk(
  "catalog/loadProductsBySku",
  async (skus: readonly string[], { getState, extra }): Promise<Product[]> => (await searchProductsBySku(extra, skus, searchContextOf(getState()))).products,
);
