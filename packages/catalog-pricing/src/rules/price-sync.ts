import type { Product } from "../product.schemas";
import type { RenderListItem } from "../render-list.schemas";
import { round2 } from "./money";

/**
 * The platform's prices of now (render-list `price_info`, net, with `tax_adjustments`
 * gross) written into a product, which is then flagged `price_is_current` with
 * `price_refreshed_at` (commerce-core.md §4 "Also tracked"). `price*` fields take the
 * catalogue's basis (gross when `sourcePriceIncludesTax`), `*_incl_tax` the gross amounts.
 */
export function applyPlatformPrices<T extends Pick<Product, "sku">>(product: T, item: RenderListItem, options: PriceSyncOptions): T {
  return { ...product, ...platformPriceFields(item, options) };
}

export interface PriceSyncOptions {
  /** ISO instant of the sync (from `extra.clock`). */
  refreshedAt: string;
  sourcePriceIncludesTax: boolean;
}

/** The price fields and flags a render-list item gives (see `applyPlatformPrices`). */
export function platformPriceFields(item: RenderListItem, options: PriceSyncOptions): Partial<Product> {
  const net = item.price_info;
  const gross = net.extension_attributes?.tax_adjustments;
  const pick = (netAmount: number, grossAmount: number | undefined) => (options.sourcePriceIncludesTax && grossAmount !== undefined ? grossAmount : netAmount);
  const special = gross?.special_price ?? null;
  return {
    price: pick(net.regular_price, gross?.regular_price),
    final_price: pick(net.final_price, gross?.final_price),
    regular_price: pick(net.regular_price, gross?.regular_price),
    original_price: pick(net.regular_price, gross?.regular_price),
    special_price: pick(net.special_price ?? 0, special ?? undefined),
    ...(gross !== undefined && {
      price_incl_tax: gross.regular_price,
      price_tax: round2(gross.regular_price - net.regular_price),
      final_price_incl_tax: gross.final_price,
      final_price_tax: round2(gross.final_price - net.final_price),
      regular_price_incl_tax: gross.regular_price,
      original_price_incl_tax: gross.regular_price,
      special_price_incl_tax: special ?? 0,
    }),
    price_is_current: true,
    price_refreshed_at: options.refreshedAt,
  };
}
