export interface SpecialPriceInput {
  price: number;
  special_price?: number | null | undefined;
  special_from_date?: string | null | undefined;
  special_to_date?: string | null | undefined;
}

/** "YYYY-MM-DD HH:mm:ss" of an instant in UTC, comparable as text with Magento's dates. */
export function magentoDateTime(now: Date): string {
  return now.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * commerce-core.md §4 Price rules: "Special price counts only if lower than the original
 * price and today is within the optional from/to dates, otherwise it is zero."
 */
export function effectiveSpecialPrice(product: SpecialPriceInput, now: Date): number {
  const special = product.special_price;
  if (special === null || special === undefined || !(special < product.price)) return 0;
  const today = magentoDateTime(now);
  const from = product.special_from_date ?? null;
  const to = product.special_to_date ?? null;
  // A date without time covers the whole day.
  const toEnd = to !== null && to.length === 10 ? `${to} 23:59:59` : to;
  if (from !== null && today < from) return 0;
  if (toEnd !== null && today > toEnd) return 0;
  return special;
}
