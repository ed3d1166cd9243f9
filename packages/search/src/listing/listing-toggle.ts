import type { ListingFilter } from "../rules/listing-filters";
import { priceFilterOf } from "../rules/price-ranges";
import type { ListingFacet, ListingQuery } from "./listing.types";

/** @shop/ui's FacetPanel / ActiveFilters toggle. */
export interface ListingFilterToggle {
  facetId: string;
  valueId: string;
  selected: boolean;
}

/**
 * The query after a facet value is ticked or unticked (back to page 1): a price range replaces
 * the range (one at a time), a value joins or leaves its list; an empty list is no filter.
 */
export function toggleListingFilter(query: ListingQuery, facets: readonly ListingFacet[], toggle: ListingFilterToggle): ListingQuery {
  const { [toggle.facetId]: before, ...others } = query.filters;
  const filters: Record<string, ListingFilter> = others;
  const facet = facets.find((entry) => entry.id === toggle.facetId);
  if (facet?.type === "price") {
    const range = facet.ranges.find((entry) => entry.id === toggle.valueId);
    if (toggle.selected && range !== undefined) filters[toggle.facetId] = priceFilterOf(range);
  } else {
    const values = new Set(before !== undefined && "values" in before ? before.values : []);
    if (toggle.selected) values.add(toggle.valueId);
    else values.delete(toggle.valueId);
    if (values.size > 0) filters[toggle.facetId] = { values: [...values] };
  }
  return { ...query, filters, page: 1 };
}

/** Clear-all of the active filter chips. */
export const clearListingFilters = (query: ListingQuery): ListingQuery => ({ ...query, filters: {}, page: 1 });
