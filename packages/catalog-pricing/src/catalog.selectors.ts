import { createSelector } from "@reduxjs/toolkit";
import { selectStoreCode } from "@shop/core";
import type { CatalogRootState } from "./catalog.state";
import { buildCategoryTree } from "./rules/category-tree";
import { shownProduct } from "./rules/configured-product";
import { variantOptions } from "./rules/variant-options";

/** The tax rules of the active store view; null until they are loaded for it. */
export const selectTaxRules = (state: Pick<CatalogRootState, "catalog" | "storeContext">) => {
  const loaded = state.catalog.taxRules;
  return loaded !== null && loaded.storeCode === selectStoreCode(state) ? loaded.rules : null;
};

export const selectOriginalProduct = (state: Pick<CatalogRootState, "product">) => state.product.original;
export const selectProductParts = (state: Pick<CatalogRootState, "product">) => state.product.parts;
export const selectSelectedOptions = (state: Pick<CatalogRootState, "product">) => state.product.selectedOptions;
const selectSelectedVariantSku = (state: Pick<CatalogRootState, "product">) => state.product.selectedVariantSku;
/** commerce-core.md §4: "the product is then marked configured" — a variant is chosen. */
export const selectIsConfigured = (state: Pick<CatalogRootState, "product">) => state.product.selectedVariantSku !== null;
export const selectProductErrors = (state: Pick<CatalogRootState, "product">) => state.product.errors;

/** The product as shown: the loaded one with the chosen variant laid over it, with its errors. */
export const selectCurrentProduct = createSelector([selectOriginalProduct, selectSelectedVariantSku, selectProductErrors], shownProduct);
export const selectProductStatus = (state: Pick<CatalogRootState, "product">) => state.product.status;

/** The variant choices of the loaded product with cleaned labels and availability. */
export const selectVariantOptions = createSelector([selectOriginalProduct], (product) => (product === null ? [] : variantOptions(product)));

export const selectCategoriesById = (state: Pick<CatalogRootState, "category">) => state.category.byId;

/** Active categories, by position. */
export const selectCategories = createSelector([selectCategoriesById], (byId) => Object.values(byId).sort((a, b) => a.level - b.level || a.position - b.position));

export const selectCurrentCategory = (state: Pick<CatalogRootState, "category">) =>
  state.category.currentId === null ? null : (state.category.byId[state.category.currentId] ?? null);

/** The active category tree below `rootId` (commerce-core.md §9: root category 2). */
export const selectCategoryTree = createSelector([selectCategories, (_state: Pick<CatalogRootState, "category">, rootId: number) => rootId], (categories, rootId) => buildCategoryTree(categories, rootId));
