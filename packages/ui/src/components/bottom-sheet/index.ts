export { BottomSheet, type BottomSheetProps } from "./BottomSheet";
export { dragCloses, sheetCloseDelay, DRAG_CLOSE_THRESHOLD_PX, SHEET_CLOSE_DELAY_MS } from "./rules/bottom-sheet-rules";
