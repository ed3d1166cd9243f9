import type { Product } from "../product.schemas";
import type { RenderListItem } from "../render-list.schemas";
import { round2 } from "./money";
import { isLowerSpecialPrice } from "./special-price";

export interface PriceSyncOptions {
  /** ISO instant of the sync (from `extra.clock`). */
  refreshedAt: string;
  sourcePriceIncludesTax: boolean;
  /**
   * The product's tax rate in percent by this shop's tax rules, given when prices are
   * calculated client side: on a net basis it gives the gross amounts of an item that came
   * without `tax_adjustments`. Never used on a gross basis (the gross amounts shown are the
   * platform's, or unknown).
   */
  taxRate?: number | undefined;
}

type NetPrices = RenderListItem["price_info"];
type GrossPrices = NonNullable<NetPrices["extension_attributes"]>["tax_adjustments"];

/**
 * The platform's prices of now (render-list `price_info`, net, with `tax_adjustments`
 * gross) written into a product, which is then flagged `price_is_current` with
 * `price_refreshed_at` (commerce-core.md §4 "Also tracked"). An item whose gross amounts
 * are unknown leaves the product as it was (see `platformPriceFields`).
 */
export function applyPlatformPrices<T extends Pick<Product, "sku">>(product: T, item: RenderListItem, options: PriceSyncOptions): T {
  const fields = platformPriceFields(item, options);
  return fields === null ? product : { ...product, ...fields };
}

/**
 * The gross amounts of an item: its `tax_adjustments`; without them, on a net basis with a
 * tax rate (client-side prices), the net amounts with that rate added; else undefined.
 */
function grossPricesOf(net: NetPrices, options: PriceSyncOptions): GrossPrices | undefined {
  const adjustments = net.extension_attributes?.tax_adjustments;
  if (adjustments !== undefined) return adjustments;
  if (options.sourcePriceIncludesTax || options.taxRate === undefined) return undefined;
  const factor = 1 + options.taxRate / 100;
  return {
    final_price: round2(net.final_price * factor),
    regular_price: round2(net.regular_price * factor),
    special_price: net.special_price === null ? null : round2(net.special_price * factor),
  };
}

/**
 * The gross special price: the platform's, else derived from the net one. A net special equal
 * to the net final price is the gross final price; otherwise the net special at the rate the
 * regular price shows (gross / net regular). Null: no special price.
 */
function grossSpecialOf(net: NetPrices, gross: GrossPrices): number | null {
  if (gross.special_price !== null && gross.special_price !== undefined) return gross.special_price;
  if (net.special_price === null || !(net.regular_price > 0)) return null;
  if (net.special_price === net.final_price) return gross.final_price;
  return round2((net.special_price * gross.regular_price) / net.regular_price);
}

/**
 * The price fields and flags a render-list item gives: `price*` on the catalogue's basis
 * (gross when `sourcePriceIncludesTax`, else net), every `*_incl_tax` gross and every `*_tax`
 * part (gross − net) recomputed, so no field keeps another group's amount. A net amount is
 * never written on a gross basis: a missing gross special price is derived (`grossSpecialOf`).
 * An item without `tax_adjustments` is applied on a net basis when `taxRate` is given
 * (client-side prices: the gross amounts by the shop's tax rules); otherwise it gives null
 * (nothing applied: its gross prices, the ones shown, are unknown). A special price that does
 * not count is 0 (as client-side prices): none, or one not below the regular price
 * (commerce-core.md §4 "counts only if lower than the original price"; the render-list
 * reports it whenever it is within its dates, and its final price is then the regular one).
 */
export function platformPriceFields(item: RenderListItem, options: PriceSyncOptions): Partial<Product> | null {
  const net = item.price_info;
  const gross = grossPricesOf(net, options);
  if (gross === undefined) return null;
  const reported = grossSpecialOf(net, gross);
  const special = isLowerSpecialPrice(reported, gross.regular_price) ? reported : 0;
  // The net special: the platform's, else the gross one at the regular price's rate.
  const netSpecial = special === 0 ? 0 : (net.special_price ?? (gross.regular_price > 0 ? round2((special * net.regular_price) / gross.regular_price) : special));
  const basis = (netAmount: number, grossAmount: number) => (options.sourcePriceIncludesTax ? grossAmount : netAmount);
  const tax = (netAmount: number, grossAmount: number) => round2(grossAmount - netAmount);
  return {
    price: basis(net.regular_price, gross.regular_price),
    price_incl_tax: gross.regular_price,
    price_tax: tax(net.regular_price, gross.regular_price),
    final_price: basis(net.final_price, gross.final_price),
    final_price_incl_tax: gross.final_price,
    final_price_tax: tax(net.final_price, gross.final_price),
    regular_price: basis(net.regular_price, gross.regular_price),
    regular_price_incl_tax: gross.regular_price,
    regular_price_tax: tax(net.regular_price, gross.regular_price),
    original_price: basis(net.regular_price, gross.regular_price),
    original_price_incl_tax: gross.regular_price,
    original_price_tax: tax(net.regular_price, gross.regular_price),
    special_price: basis(netSpecial, special),
    special_price_incl_tax: special,
    special_price_tax: tax(netSpecial, special),
    price_is_current: true,
    price_refreshed_at: options.refreshedAt,
  };
}

/**
 * A product (and its configurable children) flagged as not carrying the platform's prices of
 * now: after a customer group change, until a platform sync answers for the new group.
 */
export function withPricesNotCurrent<T extends Pick<Product, "configurable_children">>(product: T): T {
  const children = product.configurable_children?.map((child) => ({ ...child, price_is_current: false }));
  return { ...product, price_is_current: false, ...(children !== undefined && { configurable_children: children }) };
}
