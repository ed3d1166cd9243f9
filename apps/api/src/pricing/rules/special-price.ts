import { isDayWithin, type CalendarDay } from "@shop/core";
import { round2 } from "./money";

export interface SpecialPriceInput {
  price: number;
  special_price?: number | null | undefined;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
}

/**
 * commerce-core.md §4 Price rules: "Special price counts only if lower than the original
 * price and today is within the optional from/to dates, otherwise it is zero." `today` is the
 * store view's calendar day (`calendarDayIn(now, view.i18n.timeZone)`); the dates are whole
 * days, both inclusive, "" is open and a broken date makes the price not count (core's `isDayWithin`).
 */
export function effectiveSpecialPrice(product: SpecialPriceInput, today: CalendarDay): number {
  const special = product.special_price;
  if (special === null || special === undefined || !(special < product.price)) return 0;
  return isDayWithin(today, product.special_from_date, product.special_to_date) ? special : 0;
}

/** The final price of one unit on `today` (tax included): the special price when it counts, else the price. */
export function finalPriceNow(product: SpecialPriceInput, today: CalendarDay): number {
  const special = effectiveSpecialPrice(product, today);
  return special > 0 ? special : round2(product.price);
}
