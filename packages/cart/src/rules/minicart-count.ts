/** commerce-core.md §9: count type 'items' counts lines, otherwise the sum of quantities. */
export function minicartCount(items: readonly { qty: number }[], countType: "items" | "quantities"): number {
  return countType === "items" ? items.length : items.reduce((sum, item) => sum + item.qty, 0);
}
