import type { I18nSettings } from "../../config/store-view.schema";
import { roundHalfAwayFromZero } from "./round-half-away-from-zero";

export type PriceI18n = Pick<I18nSettings, "defaultLocale" | "currencySign" | "fractionDigits" | "priceFormat"> &
  Partial<Pick<I18nSettings, "currencyDecimal" | "currencyGroup">>;

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `amount` is already rounded and not negative. */
function formatAmount(amount: number, i18n: PriceI18n): string {
  if (i18n.currencyDecimal === undefined) {
    return new Intl.NumberFormat(i18n.defaultLocale, {
      minimumFractionDigits: i18n.fractionDigits,
      maximumFractionDigits: i18n.fractionDigits,
    }).format(amount);
  }
  const [whole = "0", fraction] = amount.toFixed(i18n.fractionDigits).split(".");
  const grouped = groupDigits(whole, i18n.currencyGroup ?? "");
  return fraction === undefined ? grouped : `${grouped}${i18n.currencyDecimal}${fraction}`;
}

/**
 * commerce-core.md §5 / presentation-content.md §5: a non-number is returned unchanged;
 * without i18n settings two decimals are used; otherwise the store view's separators,
 * fraction digits and price format ("{sign}" and "{amount}") apply. Negative amounts get a
 * leading minus before the sign. The amount is rounded half away from zero first, as prices
 * and totals are (4.005 → 4.01), so a view with separators and one without agree.
 */
export function formatPrice<T>(value: T, i18n?: PriceI18n): T | string {
  if (typeof value !== "number" || !Number.isFinite(value)) return value;
  const fractionDigits = i18n?.fractionDigits ?? 2;
  const rounded = roundHalfAwayFromZero(value, fractionDigits);
  // Checked after rounding: an amount that rounds to zero is not negative ("0.00", never "-0.00").
  const minus = rounded < 0 ? "-" : "";
  const amount = Math.abs(rounded);
  if (!i18n) return `${minus}${amount.toFixed(fractionDigits)}`;
  const body = i18n.priceFormat.replace("{sign}", i18n.currencySign).replace("{amount}", formatAmount(amount, i18n));
  return `${minus}${body}`;
}
