export { CartSummary, type CartSummaryProps } from "./CartSummary";
export { summaryRows, negativeAmount, SUMMARY_SEGMENT_ORDER, type CartSummarySegment, type SummaryRow, type SummaryRowKind } from "./rules/summary-rows";
