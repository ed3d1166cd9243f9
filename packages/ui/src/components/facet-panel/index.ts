export { FacetPanel, type FacetPanelProps } from "./FacetPanel";
export { FacetSheet, type FacetSheetProps } from "./FacetSheet";
export type { FacetToggle, FacetValue, ListingFacet, PriceRangeValue, SizeFormat, SizeType } from "./rules/facet.types";
export { visibleFacetValues, FACET_VISIBLE_VALUES, type VisibleFacetValues } from "./rules/facet-values";
export { priceRangeLabel, DEFAULT_PRICE_RANGES } from "./rules/price-ranges";
