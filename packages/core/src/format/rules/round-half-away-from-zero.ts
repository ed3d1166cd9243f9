/** Fraction digits roundHalfAwayFromZero takes: as a store view's `i18n.fractionDigits`. */
const MAX_FRACTION_DIGITS = 6;

/**
 * Rounds to `fractionDigits` decimals, half away from zero (2.675 → 2.68, -1.005 → -1.01): the
 * one rounding of prices, totals and formatted amounts. Near a half, toPrecision absorbs binary
 * noise (1.005 * 100 = 100.4999…); elsewhere the fast path is exact. Never -0; NaN and ±Infinity
 * come back unchanged.
 */
export function roundHalfAwayFromZero(value: number, fractionDigits = 2): number {
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > MAX_FRACTION_DIGITS) {
    throw new RangeError(`fractionDigits must be an integer from 0 to ${MAX_FRACTION_DIGITS}, got ${fractionDigits}`);
  }
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** fractionDigits;
  const scaled = Math.abs(value) * factor;
  const fraction = scaled - Math.floor(scaled);
  const units = Math.abs(fraction - 0.5) > 1e-6 ? Math.round(scaled) : Math.round(Number(scaled.toPrecision(15)));
  return (Math.sign(value) * units) / factor || 0;
}
