import { roundHalfAwayFromZero } from "@shop/core";

/** Rounds to cents, half away from zero (1.005 → 1.01): @shop/core's rounding at 2 digits, as formatPrice shows it. */
export function round2(amount: number): number {
  return roundHalfAwayFromZero(amount, 2);
}
