import type { ProductLabel } from "../product.schemas";

export type LabelCorner = "topLeft" | "topRight" | "bottomLeft" | "bottomRight";
export type LabelCorners = Record<LabelCorner, ProductLabel[]>;

/** presentation-content.md §4: position code 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right; anything else top-left. */
export function labelCorner(position: number): LabelCorner {
  switch (position) {
    case 2:
      return "topRight";
    case 6:
      return "bottomLeft";
    case 8:
      return "bottomRight";
    default:
      return "topLeft";
  }
}

/** Label types of commerce-core.md §3: 1 listing, 2 product page. */
export const LABEL_TYPE = { listing: 1, product: 2 } as const;

/**
 * The label stacks of a product card (listing) or page (product): labels of that type in
 * their corners, in the product's order, at most `perCorner` each (presentation-content.md §9: 1).
 */
export function labelCorners(labels: readonly ProductLabel[] | undefined, where: keyof typeof LABEL_TYPE, perCorner: number): LabelCorners {
  const corners: LabelCorners = { topLeft: [], topRight: [], bottomLeft: [], bottomRight: [] };
  for (const label of labels ?? []) {
    if (label.type !== LABEL_TYPE[where]) continue;
    const stack = corners[labelCorner(label.position)];
    if (stack.length < perCorner) stack.push(label);
  }
  return corners;
}
