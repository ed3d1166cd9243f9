import type { CalendarDay } from "@shop/core";
import { round2, taxIncluded } from "./money";
import { finalPriceNow, type SpecialPriceInput } from "./special-price";

/** Every price of commerce-core.md §3 with its incl_tax and tax variants, for a tax-inclusive catalogue price. */
export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_tax: number;
  final_price: number;
  final_price_incl_tax: number;
  final_price_tax: number;
  special_price: number | null;
  special_price_incl_tax: number | null;
  special_price_tax: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  regular_price: number;
  regular_price_incl_tax: number;
  regular_price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_price_tax: number;
}

/**
 * Prices as the platform sends them when tax is calculated server side: catalogue prices
 * include tax (sourcePriceIncludesTax), so `price` equals `price_incl_tax`; the final price
 * is the special price when it counts on `today` (the store view's day), else the price.
 */
export function priceFields(product: SpecialPriceInput, ratePercent: number, today: CalendarDay): PriceFields {
  const price = round2(product.price);
  const final = finalPriceNow(product, today);
  const specialPrice = product.special_price ?? null;
  return {
    price,
    price_incl_tax: price,
    price_tax: taxIncluded(price, ratePercent),
    final_price: final,
    final_price_incl_tax: final,
    final_price_tax: taxIncluded(final, ratePercent),
    special_price: specialPrice,
    special_price_incl_tax: specialPrice,
    special_price_tax: specialPrice === null ? null : taxIncluded(specialPrice, ratePercent),
    special_from_date: product.special_from_date ?? null,
    special_to_date: product.special_to_date ?? null,
    regular_price: price,
    regular_price_incl_tax: price,
    regular_price_tax: taxIncluded(price, ratePercent),
    original_price: price,
    original_price_incl_tax: price,
    original_price_tax: taxIncluded(price, ratePercent),
  };
}
