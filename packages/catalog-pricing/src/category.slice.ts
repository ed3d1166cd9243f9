import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Category } from "./category.schemas";
import { isActiveCategory } from "./rules/category-tree";

export interface CategoryState {
  /** Active categories by id (commerce-core.md §5 "Category listing shows only active categories"). */
  byId: Record<number, Category>;
  currentId: number | null;
  /**
   * The request id of the latest `loadCategory` started (null: none, or cleared since). Only
   * that load sets the current category: a slower, older one must not replace it.
   */
  latestCurrentLoad: string | null;
  /** True when the last category query answered empty because the shop is offline. */
  offline: boolean;
}

const initialState: CategoryState = { byId: {}, currentId: null, latestCurrentLoad: null, offline: false };

export const categorySlice = createSlice({
  name: "category",
  initialState,
  reducers: {
    /** Merges loaded categories; an inactive one is dropped (also when it was active before). */
    categoriesLoaded: (state: CategoryState, action: PayloadAction<{ categories: Category[]; offline: boolean }>) => {
      for (const category of action.payload.categories) {
        if (isActiveCategory(category)) state.byId[category.id] = category;
        else state.byId = Object.fromEntries(Object.entries(state.byId).filter(([id]) => Number(id) !== category.id));
      }
      state.offline = action.payload.offline;
    },
    /** `loadCategory` starts: its `requestId` makes it the latest, which alone sets the current category. */
    currentCategoryLoadStarted: (state: CategoryState, action: PayloadAction<string>) => {
      state.latestCurrentLoad = action.payload;
    },
    currentCategorySet: (state: CategoryState, action: PayloadAction<number | null>) => {
      state.currentId = action.payload;
    },
    categoriesCleared: () => initialState,
  },
});

export const { categoriesLoaded, currentCategoryLoadStarted, currentCategorySet, categoriesCleared } = categorySlice.actions;
