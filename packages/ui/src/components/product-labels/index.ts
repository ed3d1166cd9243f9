export { ProductLabels, type ProductLabelsProps } from "./ProductLabels";
export {
  labelCorner,
  labelsByCorner,
  LABEL_CORNERS,
  LABEL_TYPES,
  DEFAULT_LABELS_PER_CORNER,
  type LabelCorner,
  type LabelType,
  type LabelsByCornerOptions,
  type ProductLabel,
} from "./rules/label-corners";
