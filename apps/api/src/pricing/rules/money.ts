import { roundHalfAwayFromZero } from "@shop/core";

/** Rounds an amount to cents, half away from zero (1.005 → 1.01): @shop/core's one rounding of prices, as the clients show them. */
export function round2(amount: number): number {
  return roundHalfAwayFromZero(amount, 2);
}

/**
 * A tax-inclusive amount without its tax at `ratePercent`: the amount minus `taxIncluded`, so
 * net + tax = gross to the cent. The one formula of render-list's prices and the cart totals.
 */
export function excludingTax(gross: number, ratePercent: number): number {
  return round2(gross - taxIncluded(gross, ratePercent));
}

/** The tax inside a tax-inclusive amount at `ratePercent` (prices include tax, commerce-core.md §1). */
export function taxIncluded(gross: number, ratePercent: number): number {
  return round2(gross - gross / (1 + ratePercent / 100));
}
