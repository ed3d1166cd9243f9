import type { PriceI18n } from "@shop/core";
import type { FacetToggle, ListingFacet } from "../../facet-panel/rules/facet.types";
import { priceRangeLabel } from "../../facet-panel/rules/price-ranges";

/** A chosen filter value as a chip: its facet and value, and the text it shows. */
export interface ActiveFilter {
  facetId: string;
  valueId: string;
  /** The facet's label, e.g. "Color". */
  facetLabel: string;
  /** The value's label, e.g. "Navy" or "< € 50". */
  label: string;
}

/**
 * Every chosen value of the facets, in facet order then value order (sizes by type and
 * format; a size chosen in two formats shows once per format, as the app sent it).
 */
export function activeFilters(facets: readonly ListingFacet[], priceI18n?: PriceI18n): ActiveFilter[] {
  return facets.flatMap((facet): ActiveFilter[] => {
    const chip = (valueId: string, label: string): ActiveFilter => ({ facetId: facet.id, valueId, facetLabel: facet.label, label });
    switch (facet.type) {
      case "checkbox":
        return facet.values.filter((value) => value.selected).map((value) => chip(value.id, value.label));
      case "price":
        return facet.ranges.filter((range) => range.selected).map((range) => chip(range.id, priceRangeLabel(range, priceI18n)));
      case "size":
        return facet.sizeTypes.flatMap((type) => type.formats.flatMap((format) => format.values.filter((value) => value.selected).map((value) => chip(value.id, value.label))));
    }
  });
}

/** The toggle that removes a chip. */
export const activeFilterRemoval = (filter: ActiveFilter): FacetToggle => ({ facetId: filter.facetId, valueId: filter.valueId, selected: false });
