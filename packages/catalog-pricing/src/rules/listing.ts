import type { ShopConfig } from "@shop/core";
import type { FilterInput } from "./search-request";

/**
 * commerce-core.md §5 / presentation-content.md §5 listing filters: product listing shows
 * visibility 2, 3, 4 and status 1 (or 0 and 1: `catalog.listingStatusFilter`); the search
 * panel visibility 3, 4 and status 0, 1; both in-stock only when out-of-stock listing is off.
 */
export function listingFilters(catalog: ShopConfig["catalog"], context: "listing" | "search" = "listing"): Record<string, FilterInput> {
  const visibility = context === "search" ? [3, 4] : [2, 3, 4];
  const status = context === "search" || catalog.listingStatusFilter === "status-0-and-1" ? [0, 1] : [1];
  return {
    visibility: { in: visibility },
    status: { in: status },
    ...(!catalog.listOutOfStockProducts && { "stock.is_in_stock": { eq: true } }),
  };
}

/** commerce-core.md §9 sort options (Latest, Price low to high, Price high to low, Recommended, New); labels are i18n keys. */
export function sortOptions(catalog: ShopConfig["catalog"]): { label: string; value: string }[] {
  return catalog.sortOptions.map((option) => ({ ...option }));
}

/** A sort value of the options, else the default sort (category position ascending). */
export function sortFor(catalog: ShopConfig["catalog"], value: string | undefined): string {
  return catalog.sortOptions.some((option) => option.value === value) && value !== undefined ? value : catalog.defaultSort;
}

export interface PriceRange {
  from: number;
  to?: number;
  /** "< €50", "€50 - €100", …, "> €150" (commerce-core.md §9: first and last with '<' and '>' and the currency sign). */
  label: string;
}

/** commerce-core.md §9: price ranges 0-50, 50-100, 100-150, 150 and up (`catalog.priceRanges`). */
export function priceRanges(catalog: ShopConfig["catalog"], currencySign: string): PriceRange[] {
  const ranges = catalog.priceRanges;
  return ranges.map((range, index) => {
    const amount = (value: number) => `${currencySign}${value}`;
    let label = range.to === undefined ? `> ${amount(range.from)}` : `${amount(range.from)} - ${amount(range.to)}`;
    if (index === 0 && range.to !== undefined) label = `< ${amount(range.to)}`;
    else if (index === ranges.length - 1 && index > 0) label = `> ${amount(range.from)}`;
    return { from: range.from, ...(range.to !== undefined && { to: range.to }), label };
  });
}

/** The aggregation a listing asks for its default filters (commerce-core.md §9: color, price, size, wever; 10 buckets). */
export function listingAggregations(catalog: ShopConfig["catalog"], priceField = "final_price") {
  const terms = catalog.defaultFilters.filter((name) => name !== "price").map((name) => ({ field: `${name}_ois`, size: catalog.aggregationSize }));
  const ranges = catalog.defaultFilters.includes("price") ? [{ field: priceField, ranges: catalog.priceRanges.map((range) => ({ from: range.from, ...(range.to !== undefined && { to: range.to }) })) }] : [];
  return { terms, range: ranges };
}
