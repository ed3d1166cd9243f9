/** commerce-core.md §5 "Postcode lookup only for country NL". */
export function postcodeLookupAllowed(country: string): boolean {
  return country.trim().toUpperCase() === "NL";
}

/** A Dutch postcode as written ("1011 ab", "1011AB") in its one form "1011AB", or null when it is none. */
export function normalizeDutchPostcode(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  return /^[1-9]\d{3}[A-Z]{2}$/.test(compact) ? compact : null;
}
