import type { TierPrice } from "../product.schemas";

/** Magento's customer group id meaning "all groups". */
export const ALL_GROUPS_ID = 32000;

/**
 * Price tiers per customer group (commerce-core.md §6 "a group … selects price tiers"): the
 * lowest tier of the group (or of all groups) whose quantity is reached; undefined if none.
 */
export function tierPriceFor(tiers: readonly Pick<TierPrice, "customer_group_id" | "qty" | "value">[] | undefined, groupId: number, qty = 1): number | undefined {
  let best: number | undefined;
  for (const tier of tiers ?? []) {
    if ((tier.customer_group_id === groupId || tier.customer_group_id === ALL_GROUPS_ID) && tier.qty <= qty && (best === undefined || tier.value < best)) best = tier.value;
  }
  return best;
}
