/**
 * Rounds to cents, half away from zero. Near a half cent, toPrecision absorbs binary noise
 * (1.005 * 100 = 100.4999…); elsewhere the fast path is exact.
 */
export function round2(amount: number): number {
  const scaled = Math.abs(amount) * 100;
  const fraction = scaled - Math.floor(scaled);
  const cents = Math.abs(fraction - 0.5) > 1e-6 ? Math.round(scaled) : Math.round(Number(scaled.toPrecision(12)));
  return (Math.sign(amount) * cents) / 100 || 0;
}
