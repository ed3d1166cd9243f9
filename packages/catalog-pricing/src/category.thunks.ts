import { fillTemplate, loggerOf, spawnNotification } from "@shop/core";
import { assertLatestLoad, createCatalogThunk, searchContextOf } from "./catalog.thunk";
import type { Category } from "./category.schemas";
import { categoriesLoaded, currentCategoryLoadStarted, currentCategorySet } from "./category.slice";
import { CATALOG_MESSAGES } from "./messages";
import type { FilterInput } from "./rules/search-request";

export interface LoadCategoriesArgs {
  /** Only the children of this category. */
  parentId?: number;
  /** Only categories of this level. */
  level?: number;
  /** Further filters (e.g. `{ url_path: "shirts" }`). */
  filter?: Record<string, FilterInput>;
}

/**
 * The active categories (commerce-core.md §5), by position; up to `catalog.categoryFetchSize`
 * (§9: 4000) per call. Kept in the category slice; resolves to them.
 */
export const loadCategories = createCatalogThunk("category/loadList", async (args: LoadCategoriesArgs | undefined, { getState, dispatch, extra }): Promise<Category[]> => {
  const filter: Record<string, FilterInput> = {
    is_active: { eq: true },
    ...(args?.parentId !== undefined && { parent_id: { eq: args.parentId } }),
    ...(args?.level !== undefined && { level: { eq: args.level } }),
    ...args?.filter,
  };
  const result = await extra.catalog.api.search("category", { filter, size: extra.config.catalog.categoryFetchSize, sort: "position:asc" }, searchContextOf(getState()));
  dispatch(categoriesLoaded({ categories: result.items, offline: result.offline }));
  return result.items;
});

/**
 * One category by a key (id, url_path, slug, url_key), made current. An empty answer logs
 * 'Category query returned empty result {key} = {value}' and, offline, warns 'No products
 * synchronized for this category. Please come back while online!' (OK) (commerce-core.md §8).
 * The latest load wins: one that a newer load overtook changes nothing and rejects as aborted
 * (error name "AbortError", `meta.aborted`).
 */
export const loadCategory = createCatalogThunk(
  "category/loadOne",
  async ({ key, value }: { key: "id" | "url_path" | "slug" | "url_key"; value: string | number }, { getState, dispatch, extra, requestId }): Promise<Category | null> => {
    dispatch(currentCategoryLoadStarted(requestId));
    const result = await extra.catalog.api.search("category", { filter: { [key]: { eq: value }, is_active: { eq: true } }, size: 1 }, searchContextOf(getState())).catch((error: unknown) => {
      // Overtaken: aborted like a success would be. Else the newest navigation failed, and the
      // previous one's category is not current any more.
      assertLatestLoad(getState().category.latestCurrentLoad, requestId, `The category load of ${key} = ${value}`);
      dispatch(currentCategorySet(null));
      throw error;
    });
    assertLatestLoad(getState().category.latestCurrentLoad, requestId, `The category load of ${key} = ${value}`);
    const category = result.items[0];
    if (category === undefined) {
      loggerOf(extra, "catalog-pricing").warn(fillTemplate(CATALOG_MESSAGES.emptyCategoryQuery, { key, value }));
      dispatch(currentCategorySet(null));
      if (result.offline) await dispatch(spawnNotification({ type: "warning", message: CATALOG_MESSAGES.noProductsForCategory, action1: { label: CATALOG_MESSAGES.ok } }));
      return null;
    }
    dispatch(categoriesLoaded({ categories: [category], offline: false }));
    dispatch(currentCategorySet(category.id));
    return category;
  },
);
