/** Magento's customer group id meaning "all groups". */
export const ALL_GROUPS = 32000;

export interface TierPriceInput {
  customer_group_id: number;
  qty: number;
  value: number;
}

/** The lowest tier price for the group at this quantity, or undefined when none applies. */
export function tierPriceFor(tiers: readonly TierPriceInput[], groupId: number, qty: number): number | undefined {
  const applicable = tiers.filter((tier) => (tier.customer_group_id === groupId || tier.customer_group_id === ALL_GROUPS) && tier.qty <= qty);
  return applicable.length === 0 ? undefined : Math.min(...applicable.map((tier) => tier.value));
}
