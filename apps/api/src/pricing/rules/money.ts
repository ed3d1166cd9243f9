/** Rounds an amount to cents, half away from zero; toPrecision absorbs binary noise (1.005 * 100 = 100.4999…). */
export function round2(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return (Math.sign(amount) * cents) / 100 || 0;
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
