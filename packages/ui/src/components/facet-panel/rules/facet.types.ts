/**
 * A facet as the listing shows it (presentation-content.md §3 "Facet: id, label, values or
 * sizeTypes>formats>values, type"): the app maps the search service's or the catalogue
 * search's aggregation onto it. Labels are shown as given (translate attribute names before).
 */
export interface FacetValue {
  id: string;
  label: string;
  /** Products with this value in the current result. */
  count: number;
  selected: boolean;
}

/** A price range bucket (commerce-core.md §9 price ranges): `max` null is "and up". */
export interface PriceRangeValue {
  id: string;
  min: number;
  max: number | null;
  count: number;
  selected: boolean;
}

/** A size format (e.g. EU, INT) of a size type, with its values. */
export interface SizeFormat {
  id: string;
  label: string;
  values: readonly FacetValue[];
}

/** A size type (e.g. Clothing, Shoes): its formats. */
export interface SizeType {
  id: string;
  label: string;
  formats: readonly SizeFormat[];
}

export type ListingFacet =
  | { type: "checkbox"; id: string; label: string; values: readonly FacetValue[] }
  | { type: "price"; id: string; label: string; ranges: readonly PriceRangeValue[] }
  | { type: "size"; id: string; label: string; sizeTypes: readonly SizeType[] };

/** One value toggled: the facet's id and the value's id. */
export interface FacetToggle {
  facetId: string;
  valueId: string;
  selected: boolean;
}
