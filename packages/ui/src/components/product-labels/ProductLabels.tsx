import { cx } from "../../internal/cx";
import { LABEL_CORNERS, LABEL_TYPES, labelsByCorner, type LabelType, type ProductLabel } from "./rules/label-corners";

export interface ProductLabelsProps {
  labels: readonly ProductLabel[];
  /** 1 on cards and listings (default), 2 on the product page (presentation-content.md §3). */
  type?: LabelType;
  /** §9: at most 1 per corner by default. */
  maxPerCorner?: number;
  className?: string;
}

/**
 * Product labels in the four corners of the image they overlay (the parent is the
 * positioned box): position code 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right,
 * anything else top-left (presentation-content.md §4). Label texts and colours come from the
 * catalogue and are shown as given.
 */
export function ProductLabels({ labels, type = LABEL_TYPES.listing, maxPerCorner, className }: ProductLabelsProps) {
  const corners = labelsByCorner(labels, { type, maxPerCorner });
  if (LABEL_CORNERS.every((corner) => corners[corner].length === 0)) return null;
  return (
    <div className={cx("shop-product-labels", className)}>
      {LABEL_CORNERS.map((corner) =>
        corners[corner].length === 0 ? null : (
          <ul key={corner} className={cx("shop-product-labels__corner", `shop-product-labels__corner--${corner.replace("_", "-")}`)} data-corner={corner}>
            {corners[corner].map((label, index) => (
              <li
                key={`${label.label_text}-${index}`}
                className="shop-product-labels__label"
                style={{ backgroundColor: label.label_background_color ?? undefined, color: label.label_text_color ?? undefined }}
              >
                {label.label_text}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
