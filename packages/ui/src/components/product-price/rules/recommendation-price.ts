import { formatPrice, type PriceI18n } from "@shop/core";
import type { CardPrice } from "./price-display";

/**
 * presentation-content.md §5 "recommendation prices formatted to 2 decimals with a comma,
 * optional currency sign", as @shop/core `formatPrice` settings: a comma before two decimals,
 * no thousands separator (the spec names none), the sign before the amount with a space (the
 * default Dutch store view's "{sign} {amount}"). `locale` only words the discount badge.
 */
export function recommendationPriceI18n(sign?: string, locale = "nl-NL"): PriceI18n {
  const signed = sign !== undefined && sign !== "";
  return {
    defaultLocale: locale,
    currencySign: signed ? sign : "",
    fractionDigits: 2,
    currencyDecimal: ",",
    currencyGroup: "",
    priceFormat: signed ? "{sign} {amount}" : "{amount}",
  };
}

/** §5: 49.95 → "49,95", with a sign "€ 49,95"; a non-number is returned unchanged (as `formatPrice`). */
export function formatRecommendationPrice<T>(value: T, sign?: string): T | string {
  return formatPrice(value, recommendationPriceI18n(sign));
}

/** The price fields of a §3 "Card product (recommendation service)": sellingPrice.min, listPrice.min. */
export interface RecommendationPrices {
  sellingPrice?: { min?: number | null } | null;
  listPrice?: { min?: number | null } | null;
}

const amount = (value: number | null | undefined): number | null => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * The card's regular/special price of a recommendation card: the list price is the regular
 * one and a lower selling price the special one; with one of them only, that one is regular.
 * Null when the card carries no usable price (the card then shows none).
 */
export function recommendationCardPrice(card: RecommendationPrices): CardPrice | null {
  const selling = amount(card.sellingPrice?.min);
  const list = amount(card.listPrice?.min);
  if (list !== null && selling !== null && selling < list) return { regular: list, special: selling };
  const regular = selling ?? list;
  return regular === null ? null : { regular };
}
