import type { CalendarDay } from "@shop/core";
import { finalPriceNow, type SpecialPriceInput } from "./special-price";
import { tierPriceFor, type TierPriceInput } from "./tier-price";

export interface UnitPriceInput extends SpecialPriceInput {
  tier_prices?: readonly TierPriceInput[] | undefined;
}

/**
 * What one unit costs at request time for a customer group and quantity (tax included): the
 * final price (the special price when it counts on `today`, the store view's calendar day, commerce-core.md §4) or the group's
 * tier price for the quantity (§6), whichever is lower. Read from the document's price,
 * special price and dates, never from the final_price the seed wrote: a special price that
 * began or ended since then counts as it does today.
 */
export function unitPriceNow(product: UnitPriceInput, groupId: number, qty: number, today: CalendarDay): number {
  const final = finalPriceNow(product, today);
  const tier = tierPriceFor(product.tier_prices ?? [], groupId, qty);
  return tier === undefined ? final : Math.min(final, tier);
}
