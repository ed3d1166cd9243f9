export interface SpecialPriceInput {
  price: number;
  special_price?: number | null | undefined;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
}

/** "YYYY-MM-DD" of a Magento date or date-time ("2026-06-15 18:00:00" → "2026-06-15"), or of an instant in UTC. */
const dayOf = (date: string | Date) => (typeof date === "string" ? date : date.toISOString()).slice(0, 10);

/**
 * commerce-core.md §4 Price rules: "Special price counts only if lower than the original
 * price and today is within the optional from/to dates, otherwise it is zero." The dates are
 * whole days, both inclusive (Magento's special_from_date/special_to_date are dates): a time
 * on them does not cut the day short.
 */
export function effectiveSpecialPrice(product: SpecialPriceInput, now: Date): number {
  const special = product.special_price;
  if (special === null || special === undefined || !(special < product.price)) return 0;
  const today = dayOf(now);
  const from = product.special_from_date ?? null;
  const to = product.special_to_date ?? null;
  if (from !== null && today < dayOf(from)) return 0;
  if (to !== null && today > dayOf(to)) return 0;
  return special;
}
