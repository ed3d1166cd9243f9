import { priceRanges } from "@shop/catalog-pricing";
import type { ShopConfig } from "@shop/core";
import type { ListingFilter } from "./listing-filters";

/**
 * A price filter's upper bound for "and up" (commerce-core.md §9 "150 and up"): the URL's JSON
 * array needs two numbers (presentation-content.md §5), so the open end is written as this.
 */
export const OPEN_PRICE_MAX = 1_000_000;

export interface PriceRangeOption {
  id: string;
  min: number;
  max: number | null;
  /** "< €50", "€50 - €100", "€100 - €150", "> €150". */
  label: string;
}

/** The id of a range: "0-50", "150-" (and up). */
export const priceRangeId = (min: number, max: number | null): string => `${min}-${max ?? ""}`;

/**
 * commerce-core.md §9 "Price ranges 0-50, 50-100, 100-150, 150 and up (first and last labelled
 * with '<' and '>' and the currency sign)", from `catalog.priceRanges`, labelled by
 * @shop/catalog-pricing's `priceRanges` (the one place the label form lives).
 */
export function priceRangeOptions(catalog: ShopConfig["catalog"], currencySign: string): PriceRangeOption[] {
  return priceRanges(catalog, currencySign).map((range) => ({ id: priceRangeId(range.from, range.to ?? null), min: range.from, max: range.to ?? null, label: range.label }));
}

/** The filter of a chosen range (and up: up to `OPEN_PRICE_MAX`). */
export function priceFilterOf(range: { min: number; max: number | null }): ListingFilter {
  return { min: range.min, max: range.max ?? OPEN_PRICE_MAX };
}

/** Whether a price filter is exactly this range. */
export function isPriceRangeSelected(filter: ListingFilter | undefined, range: { min: number; max: number | null }): boolean {
  return filter !== undefined && "min" in filter && filter.min === range.min && filter.max === (range.max ?? OPEN_PRICE_MAX);
}
