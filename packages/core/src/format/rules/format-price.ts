import type { I18nSettings } from "../../config/store-view.schema";

export type PriceI18n = Pick<I18nSettings, "defaultLocale" | "currencySign" | "fractionDigits" | "priceFormat"> &
  Partial<Pick<I18nSettings, "currencyDecimal" | "currencyGroup">>;

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function formatAmount(value: number, i18n: PriceI18n): string {
  const fixed = Math.abs(value).toFixed(i18n.fractionDigits);
  if (i18n.currencyDecimal === undefined) {
    return new Intl.NumberFormat(i18n.defaultLocale, {
      minimumFractionDigits: i18n.fractionDigits,
      maximumFractionDigits: i18n.fractionDigits,
    }).format(Math.abs(value));
  }
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = groupDigits(whole, i18n.currencyGroup ?? "");
  return fraction === undefined ? grouped : `${grouped}${i18n.currencyDecimal}${fraction}`;
}

/**
 * commerce-core.md §5 / presentation-content.md §5: a non-number is returned unchanged;
 * without i18n settings two decimals are used; otherwise the store view's separators,
 * fraction digits and price format ("{sign}" and "{amount}") apply. Negative amounts get a
 * leading minus before the sign.
 */
export function formatPrice<T>(value: T, i18n?: PriceI18n): T | string {
  if (typeof value !== "number" || !Number.isFinite(value)) return value;
  const fractionDigits = i18n?.fractionDigits ?? 2;
  // An amount that rounds to zero is not negative: "0.00", never "-0.00".
  const minus = value < 0 && Number(Math.abs(value).toFixed(fractionDigits)) !== 0 ? "-" : "";
  if (!i18n) return `${minus}${Math.abs(value).toFixed(fractionDigits)}`;
  const body = i18n.priceFormat.replace("{sign}", i18n.currencySign).replace("{amount}", formatAmount(value, i18n));
  return `${minus}${body}`;
}
