/**
 * commerce-core.md §4 "The user counts as in checkout for 30 minutes after the last
 * modification" (§9 "Checkout activity window 30 min", `config.user.checkoutActivityWindowMinutes`).
 * Never modified: not in checkout. A modification stamped in the future (another device's
 * clock) counts as now.
 */
export function isInCheckout(modifiedAt: number | null, now: number, windowMinutes: number): boolean {
  if (modifiedAt === null) return false;
  return now - modifiedAt < windowMinutes * 60_000;
}
