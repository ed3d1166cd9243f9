import type { Category, CategoryTreeNode } from "../category.schemas";

/** commerce-core.md §5: "Category listing shows only active categories." A missing flag counts as active. */
export const isActiveCategory = (category: Pick<CategoryTreeNode, "is_active">) => category.is_active !== false;

/** The active nodes of a `children_data` tree; an inactive node takes its subtree with it. */
export function activeTree(nodes: readonly CategoryTreeNode[] | undefined): CategoryTreeNode[] {
  return (nodes ?? []).filter(isActiveCategory).map((node) => ({ ...node, ...(node.children_data !== undefined && { children_data: activeTree(node.children_data) }) }));
}

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/**
 * The tree below `rootId` from a flat list of categories (the search's answer), active ones
 * only, siblings by position. A category whose parent is inactive or absent is not reached.
 */
export function buildCategoryTree(categories: readonly Category[], rootId: number): CategoryNode[] {
  const byParent = new Map<number, Category[]>();
  for (const category of categories) {
    if (!isActiveCategory(category)) continue;
    const siblings = byParent.get(category.parent_id) ?? [];
    siblings.push(category);
    byParent.set(category.parent_id, siblings);
  }
  const seen = new Set<number>();
  const below = (parentId: number): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((category) => !seen.has(category.id) && (seen.add(category.id), true))
      .sort((a, b) => a.position - b.position)
      .map((category) => ({ category, children: below(category.id) }));
  return below(rootId);
}
