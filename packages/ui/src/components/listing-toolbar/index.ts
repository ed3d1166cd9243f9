export { ListingToolbar, type ListingToolbarProps } from "./ListingToolbar";
export { SORT_OPTIONS, type SortOption } from "./rules/sort-options";
export { resultCountMessage } from "./rules/result-count";
