export { SizeGuideModal, SizeGuideTable, type SizeGuideModalProps, type SizeGuideTableProps } from "./SizeGuideModal";
export { MENSWEAR_SIZE_COLUMNS, filledSizeColumns, type SizeGuideColumn, type SizeGuideRow } from "./rules/size-guide";
