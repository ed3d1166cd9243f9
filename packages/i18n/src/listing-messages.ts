/**
 * The listing's and the search's own labels and sentences (@shop/ui listing grid, facet panel,
 * filter chips, toolbar, breadcrumbs, autocomplete dropdown, recommendation carousels, empty
 * results): the spec names these parts (presentation-content.md §2 /c/, /l/elevate/ and
 * /catalogsearch/result/, §3 listing page result, facet, autocomplete result, recommendation
 * lists) but words none of them; the English is ours. The sort options and the Color, Size
 * and Price labels are the spec's and live in LABEL_MESSAGES. Kept in one group (and one file
 * per language under catalogues/listing/) so other work on the catalogues merges around it.
 */
export const LISTING_MESSAGES = [
  // Facets and filter chips
  "Filters",
  "Show more",
  "Show less",
  "Size format",
  "Active filters",
  "Remove filter: {{label}}",
  "Clear all",
  "Show results",
  // Toolbar
  "Sort by",
  "1 product",
  "{{count}} products",
  // Breadcrumbs
  "Breadcrumbs",
  // Autocomplete dropdown
  "Search suggestions",
  "Suggestions",
  "Products",
  "Searching…",
  "No suggestions for “{{query}}”",
  // Recommendation carousels (presentation-content.md §3 ALTERNATIVES, UPSELL, CART)
  "Similar products",
  "You may also like",
  "Complete your look",
  // Empty results
  "No products found",
  "No results for “{{query}}”",
  "Search results for “{{query}}”",
  "Check the spelling or try a more general search term.",
  "No products match the selected filters.",
  "Clear all filters",
  "Try one of these:",
  "You are offline. Search results are not available without a connection.",
] as const;

export type ListingMessageKey = (typeof LISTING_MESSAGES)[number];
