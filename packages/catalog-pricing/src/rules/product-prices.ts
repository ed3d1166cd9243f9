import type { CalendarDay } from "@shop/core";
import type { ConfigurableChild, Product } from "../product.schemas";
import { round2 } from "./money";
import { effectiveSpecialPrice, type SpecialPriceInput } from "./special-price";
import { tierPriceFor } from "./tier-price";

export interface PriceContext {
  /** Today in the store view's time zone (core's `calendarDayIn(extra.clock.now(), timeZone)`). */
  today: CalendarDay;
  /** Tax rate in percent for the product's tax class and the store's country. */
  taxRate: number;
  /** Store view `tax.sourcePriceIncludesTax`: catalogue prices are gross (true, default) or net. */
  sourcePriceIncludesTax: boolean;
  /** The effective customer group for tier prices; null ignores tiers (`tax.usePriceTiers` off). */
  tierGroupId: number | null;
}

export type PriceInput = SpecialPriceInput & Pick<Product, "tier_prices">;

/** Every price of commerce-core.md §3 with its incl_tax and tax variants. */
export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_tax: number;
  final_price: number;
  final_price_incl_tax: number;
  final_price_tax: number;
  special_price: number;
  special_price_incl_tax: number;
  special_price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_price_tax: number;
  regular_price: number;
  regular_price_incl_tax: number;
  regular_price_tax: number;
}

/**
 * Client-side prices (commerce-core.md §4 Price rules) for a back end that does not price
 * server side: the final price is the special price when it counts (else the price), or a
 * lower tier price of the customer's group; every amount gets its incl_tax and tax variant.
 * `price*` fields keep the catalogue's basis (gross when `sourcePriceIncludesTax`, as apps/api
 * sends them); `*_incl_tax` is always gross. A special price that does not count is 0.
 */
export function computePriceFields(input: PriceInput, ctx: PriceContext): PriceFields {
  const rate = ctx.taxRate / 100;
  const gross = (amount: number) => round2(ctx.sourcePriceIncludesTax ? amount : amount * (1 + rate));
  const taxOf = (amount: number) => round2(ctx.sourcePriceIncludesTax ? amount - amount / (1 + rate) : amount * rate);
  const price = round2(input.price);
  const special = effectiveSpecialPrice(input, ctx.today);
  const tier = ctx.tierGroupId === null ? undefined : tierPriceFor(input.tier_prices, ctx.tierGroupId, 1);
  let final = special > 0 ? special : price;
  if (tier !== undefined && tier < final) final = tier;
  const original = round2(input.original_price ?? price);
  return {
    price,
    price_incl_tax: gross(price),
    price_tax: taxOf(price),
    final_price: round2(final),
    final_price_incl_tax: gross(final),
    final_price_tax: taxOf(final),
    special_price: special,
    special_price_incl_tax: special > 0 ? gross(special) : 0,
    special_price_tax: special > 0 ? taxOf(special) : 0,
    original_price: original,
    original_price_incl_tax: gross(original),
    original_price_tax: taxOf(original),
    regular_price: price,
    regular_price_incl_tax: gross(price),
    regular_price_tax: taxOf(price),
  };
}

export interface ProductPriceSettings {
  /** Store view `tax.calculateServerSide`: on → the server's prices are kept as they are. */
  calculateServerSide: boolean;
  sourcePriceIncludesTax: boolean;
  today: CalendarDay;
  tierGroupId: number | null;
  /** The rate for a tax class id (the thunk resolves it from the tax rules and the country). */
  rateFor: (taxClassId: number | string | undefined) => number;
}

/** The tax class a configurable child is priced by: its own, else its parent's (the one rule for client-side prices and net-basis price sync). */
export const childTaxClassOf = (child: Pick<ConfigurableChild, "tax_class_id">, parent: Pick<Product, "tax_class_id">): number | string | undefined =>
  child.tax_class_id ?? parent.tax_class_id;

/**
 * commerce-core.md §4 "Tax calculation is skipped when done server side": unchanged then;
 * otherwise the product and each configurable child get `computePriceFields` (a child
 * without its own tax class uses the parent's).
 */
export function applyProductPrices<T extends Product>(product: T, settings: ProductPriceSettings): T {
  if (settings.calculateServerSide) return product;
  const priced: T = Object.assign({}, product, computePriceFields(product, contextFor(settings, product.tax_class_id)));
  if (product.configurable_children !== undefined) {
    priced.configurable_children = product.configurable_children.map(
      (child): ConfigurableChild => Object.assign({}, child, computePriceFields(child, contextFor(settings, childTaxClassOf(child, product)))),
    );
  }
  return priced;
}

function contextFor(settings: ProductPriceSettings, taxClassId: number | string | undefined): PriceContext {
  return { today: settings.today, taxRate: settings.rateFor(taxClassId), sourcePriceIncludesTax: settings.sourcePriceIncludesTax, tierGroupId: settings.tierGroupId };
}
