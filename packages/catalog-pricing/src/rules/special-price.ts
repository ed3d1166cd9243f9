/** The fields the special-price rule reads (commerce-core.md §3 Product). */
export interface SpecialPriceInput {
  price: number;
  original_price?: number | null | undefined;
  special_price?: number | null | undefined;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
}

/**
 * Magento's "YYYY-MM-DD HH:mm:ss" (or "YYYY-MM-DD") as an instant, read as UTC like the
 * reference back end. A date without time as an end covers that whole day.
 */
export function magentoDateToMs(date: string, end: "start" | "end" = "start"): number {
  const match = MAGENTO_DATE.exec(date.trim());
  if (match === null) throw new RangeError(`Not a Magento date: "${date}"`);
  const [, year, month, day, hours, minutes, seconds] = match;
  if (hours === undefined) return Date.UTC(Number(year), Number(month) - 1, Number(day), ...(end === "end" ? ([23, 59, 59, 999] as const) : ([0, 0, 0] as const)));
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
}

const MAGENTO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/** "today is within the optional from/to dates" (both ends inclusive; an absent end is open). */
export function isWithinDates(now: number, from: string | null | undefined, to: string | null | undefined): boolean {
  if (from !== null && from !== undefined && from !== "" && now < magentoDateToMs(from, "start")) return false;
  if (to !== null && to !== undefined && to !== "" && now > magentoDateToMs(to, "end")) return false;
  return true;
}

/**
 * commerce-core.md §4 Price rules: "Special price counts only if lower than the original
 * price and today is within the optional from/to dates, otherwise it is zero."
 */
export function effectiveSpecialPrice(product: SpecialPriceInput, now: number): number {
  const special = product.special_price;
  const original = product.original_price ?? product.price;
  if (special === null || special === undefined || !(special > 0) || !(special < original)) return 0;
  return isWithinDates(now, product.special_from_date, product.special_to_date) ? special : 0;
}
