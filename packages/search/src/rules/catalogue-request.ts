import { listingAggregations, listingFilters, type EntityQuery, type FilterInput } from "@shop/catalog-pricing";
import type { ShopConfig } from "@shop/core";
import type { ListingQuery } from "../listing/listing.types";
import { catalogueSortOf } from "./listing-sort";
import { OPEN_PRICE_MAX } from "./price-ranges";

/** The catalogue field of a listing filter: price is `final_price`, the others their `_ois` attribute (§3 "Attribute codes … ending _ois"). */
export const catalogueFieldOf = (filterId: string): string => (filterId === "price" ? "final_price" : `${filterId}_ois`);

/** An option id of the URL as the index keeps it: "12" is the number 12, text stays text. */
const indexValue = (value: string): string | number => (/^-?\d+$/.test(value) ? Number(value) : value);

/**
 * The catalogue search of a category listing page (commerce-core.md §5, §9; presentation-content.md §7):
 * - the category, and the listing's visibility and status rules (`listingFilters`: visibility
 *   2, 3, 4; status 1, or 0 and 1 with `catalog.listingStatusFilter`; in stock only when
 *   `catalog.listOutOfStockProducts` is off);
 * - the chosen filters (only `catalog.defaultFilters`: a range as gte/lt, values as `in`);
 * - the sort (default category position), a page of `catalog.productListPageSize` (50);
 * - the aggregations of the default filters (colour, price ranges, size, wever).
 */
export function catalogueListingQuery(categoryId: number, query: ListingQuery, catalog: ShopConfig["catalog"]): EntityQuery {
  const size = catalog.productListPageSize;
  const chosen: Record<string, FilterInput> = {};
  for (const [id, filter] of Object.entries(query.filters)) {
    if (!catalog.defaultFilters.includes(id)) continue;
    if ("values" in filter) chosen[catalogueFieldOf(id)] = { in: filter.values.map(indexValue) };
    else chosen[catalogueFieldOf(id)] = { gte: filter.min, ...(filter.max < OPEN_PRICE_MAX && { lt: filter.max }) };
  }
  return {
    filter: { category_ids: { in: [categoryId] }, ...listingFilters(catalog, "listing"), ...chosen },
    sort: catalogueSortOf(query.sort, catalog),
    start: (Math.max(1, query.page) - 1) * size,
    size,
    aggs: listingAggregations(catalog),
  };
}
