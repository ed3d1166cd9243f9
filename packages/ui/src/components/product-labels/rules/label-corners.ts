/** presentation-content.md §3 "Product label": type 1 listing, 2 product page; a position code; text and colours. */
export interface ProductLabel {
  /** 1 = listing (category_list) label, 2 = product-page (product_view) label. */
  type: number | string;
  /** Position code (0, 2, 6, 8) or a position name (top_left, …). */
  position: number | string | null | undefined;
  label_text: string;
  label_background_color?: string | null;
  label_text_color?: string | null;
}

export const LABEL_CORNERS = ["top_left", "top_right", "bottom_left", "bottom_right"] as const;
export type LabelCorner = (typeof LABEL_CORNERS)[number];

/** §3 label types. */
export const LABEL_TYPES = { listing: 1, productPage: 2 } as const;
export type LabelType = (typeof LABEL_TYPES)[keyof typeof LABEL_TYPES];

/** §9 "Labels: at most 1 per corner by default". */
export const DEFAULT_LABELS_PER_CORNER = 1;

const CORNER_BY_CODE: Readonly<Record<string, LabelCorner>> = { "0": "top_left", "2": "top_right", "6": "bottom_left", "8": "bottom_right" };

/**
 * presentation-content.md §4: 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right;
 * anything else top-left. A position name (§3 "Position names") maps to itself.
 */
export function labelCorner(position: ProductLabel["position"]): LabelCorner {
  const key = String(position ?? "").trim();
  if ((LABEL_CORNERS as readonly string[]).includes(key)) return key as LabelCorner;
  return CORNER_BY_CODE[key] ?? "top_left";
}

export interface LabelsByCornerOptions {
  /** Which labels to keep: 1 on cards and listings, 2 on the product page. */
  type: LabelType;
  /** At most this many per corner, the first ones given (§9 default 1). */
  maxPerCorner?: number;
}

/**
 * Sorts the labels of one view into the four corners (§4 "Label stacks"), keeping their
 * order within a corner. Labels of the other type and labels without text are left out.
 */
export function labelsByCorner(labels: readonly ProductLabel[], options: LabelsByCornerOptions): Record<LabelCorner, ProductLabel[]> {
  const max = options.maxPerCorner ?? DEFAULT_LABELS_PER_CORNER;
  const corners: Record<LabelCorner, ProductLabel[]> = { top_left: [], top_right: [], bottom_left: [], bottom_right: [] };
  for (const label of labels) {
    if (Number(label.type) !== options.type || label.label_text.trim() === "") continue;
    const stack = corners[labelCorner(label.position)];
    if (stack.length < max) stack.push(label);
  }
  return corners;
}
