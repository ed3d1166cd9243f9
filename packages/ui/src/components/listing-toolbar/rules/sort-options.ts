/** A sort choice: the id the app sends, the label an i18n key (shown translated). */
export interface SortOption {
  value: string;
  label: string;
}

/**
 * commerce-core.md §9 "sort options Latest, Price low to high, Price high to low,
 * Recommended, New". The ids are ours (the app maps them onto the catalogue search's or the
 * search service's sort).
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: "latest", label: "Latest" },
  { value: "price_asc", label: "Price low to high" },
  { value: "price_desc", label: "Price high to low" },
  { value: "recommended", label: "Recommended" },
  { value: "new", label: "New" },
];
