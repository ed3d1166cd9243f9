import { isDayWithin, type CalendarDay } from "@shop/core";

/** The fields the special-price rule reads (commerce-core.md §3 Product). */
export interface SpecialPriceInput {
  price: number;
  original_price?: number | null | undefined;
  special_price?: number | null | undefined;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
}

/**
 * commerce-core.md §4 Price rules: "Special price counts only if lower than the original
 * price and today is within the optional from/to dates, otherwise it is zero". `today` is the
 * store view's calendar day (core's `calendarDayIn`); the dates are whole days, both ends
 * inclusive, as the reference back end reads them (core's `isDayWithin`).
 */
export function effectiveSpecialPrice(product: SpecialPriceInput, today: CalendarDay): number {
  const special = product.special_price;
  if (!isLowerSpecialPrice(special, product.original_price ?? product.price)) return 0;
  return isDayWithin(today, product.special_from_date, product.special_to_date) ? special : 0;
}

/**
 * The amount half of the special-price rule (commerce-core.md §4 "counts only if lower than
 * the original price"): a special price above 0 and below the original. Also for a platform
 * price sync, whose render-list reports the special price whenever it is within its dates,
 * even when it is not below the regular price.
 */
export function isLowerSpecialPrice(special: number | null | undefined, original: number): special is number {
  return special !== null && special !== undefined && special > 0 && special < original;
}
