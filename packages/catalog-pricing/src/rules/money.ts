/** Rounds to cents, half away from zero; toPrecision absorbs binary noise (1.005 * 100 = 100.4999…). */
export function round2(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return (Math.sign(amount) * cents) / 100 || 0;
}
