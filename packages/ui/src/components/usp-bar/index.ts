export { UspBar, type UspBarProps, type UspItem } from "./UspBar";
export { uspRotates, uspShowsOneAtATime, nextUspIndex, USP_INTERVAL_MS } from "./rules/usp-rules";
