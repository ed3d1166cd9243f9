import { describe, expect, it } from "vitest";
import { fixtureCategories } from "../testing/fixtures";
import { activeTree, buildCategoryTree } from "./category-tree";

describe("category tree (commerce-core.md §5: category listing shows only active categories)", () => {
  it("builds the active tree under the root, siblings by position", () => {
    const tree = buildCategoryTree(fixtureCategories, 2);
    expect(tree.map((node) => node.category.name)).toEqual(["Shirts", "Trousers", "Sale"]);
    expect(tree[0]?.children.map((node) => node.category.name)).toEqual(["Casual shirts"]);
  });

  it("an inactive category takes its subtree with it", () => {
    const categories = fixtureCategories.map((category) => (category.id === 3 ? { ...category, is_active: false } : category));
    expect(buildCategoryTree(categories, 2).map((node) => node.category.id)).toEqual([5, 9]);
  });

  it("prunes inactive nodes of a children_data tree", () => {
    const tree = activeTree([
      { id: 3, is_active: true, children_data: [{ id: 4, is_active: false }, { id: 6 }] },
      { id: 12, is_active: false, children_data: [{ id: 13, is_active: true }] },
    ]);
    expect(tree).toEqual([{ id: 3, is_active: true, children_data: [{ id: 6 }] }]);
  });
});
