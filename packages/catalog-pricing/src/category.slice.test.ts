import { describe, expect, it } from "vitest";
import { selectCategories, selectCategoryTree } from "./catalog.selectors";
import type { Category } from "./category.schemas";
import { categoriesLoaded, categorySlice, type CategoryState } from "./category.slice";
import { fixtureCategories } from "./testing";

const reduce = (...actions: Parameters<typeof categorySlice.reducer>[1][]): { category: CategoryState } => ({
  category: actions.reduce(categorySlice.reducer, categorySlice.reducer(undefined, { type: "init" })),
});
const loaded = (...categories: Category[]) => categoriesLoaded({ categories, offline: false });
const shirts = fixtureCategories[0]!;
const casualShirts = fixtureCategories[1]!;
const inactiveShirts: Category = { ...shirts, is_active: false };

describe("categoriesLoaded keeps active categories only (commerce-core.md §5 'Category listing shows only active categories')", () => {
  it.each([
    ["an inactive category is not added", [loaded(inactiveShirts)], []],
    ["a category that comes back inactive is dropped", [loaded(shirts, casualShirts), loaded(inactiveShirts)], [4]],
    ["a category active again is listed again", [loaded(shirts), loaded(inactiveShirts), loaded(shirts)], [3]],
  ])("%s", (_case, actions, ids) => {
    const state = reduce(...actions);
    expect(Object.keys(state.category.byId).map(Number)).toEqual(ids);
    expect(selectCategories(state).map((category) => category.id)).toEqual(ids);
  });

  it("a parent that comes back inactive leaves the tree, its children with it", () => {
    expect(selectCategoryTree(reduce(loaded(shirts, casualShirts), loaded(inactiveShirts)), 2)).toEqual([]);
  });
});
