import { formatPrice, type PriceI18n } from "@shop/core";
import type { PriceRangeValue } from "./facet.types";

/** commerce-core.md §9 "Price ranges 0-50, 50-100, 100-150, 150 and up". */
export const DEFAULT_PRICE_RANGES: readonly Pick<PriceRangeValue, "id" | "min" | "max">[] = [
  { id: "0-50", min: 0, max: 50 },
  { id: "50-100", min: 50, max: 100 },
  { id: "100-150", min: 100, max: 150 },
  { id: "150-", min: 150, max: null },
];

/** A whole amount with the store view's currency sign and price format ("€ 50", "50 €"). */
function amountWithSign(amount: number, i18n: PriceI18n | undefined): string {
  if (!i18n) return `€${amount}`;
  return String(formatPrice(amount, { ...i18n, fractionDigits: Number.isInteger(amount) ? 0 : i18n.fractionDigits }));
}

/**
 * commerce-core.md §9: the first range (from 0) reads "< €50", the open last one "> €150",
 * both with the currency sign; the ranges between read "50 - 100".
 */
export function priceRangeLabel(range: Pick<PriceRangeValue, "min" | "max">, i18n?: PriceI18n): string {
  if (range.max === null) return `> ${amountWithSign(range.min, i18n)}`;
  if (range.min <= 0) return `< ${amountWithSign(range.max, i18n)}`;
  return `${range.min} - ${range.max}`;
}
