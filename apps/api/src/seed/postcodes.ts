/**
 * The demo shop's Dutch postcode table (the look-up of commerce-core.md §5, NL only): a postcode
 * covers a range of house numbers on one street, as the Dutch postcode register does. Seeded
 * data, deterministic: tests and demos look up the same addresses.
 */
export interface PostcodeRange {
  postcode: string;
  street: string;
  city: string;
  /** Inclusive house-number range on this postcode. */
  from: number;
  to: number;
}

export const DEMO_POSTCODES: readonly PostcodeRange[] = [
  { postcode: "1012JS", street: "Dam", city: "Amsterdam", from: 1, to: 30 },
  { postcode: "1017CT", street: "Keizersgracht", city: "Amsterdam", from: 600, to: 640 },
  { postcode: "2511CV", street: "Lange Voorhout", city: "Den Haag", from: 1, to: 102 },
  { postcode: "3011AD", street: "Coolsingel", city: "Rotterdam", from: 40, to: 60 },
  { postcode: "3511LX", street: "Oudegracht", city: "Utrecht", from: 150, to: 170 },
  { postcode: "5611AZ", street: "Stratumseind", city: "Eindhoven", from: 1, to: 99 },
  { postcode: "9711LM", street: "Grote Markt", city: "Groningen", from: 1, to: 50 },
];

/** The range holding a postcode and house number, if any. */
export function findPostcode(postcode: string, houseNumber: number): PostcodeRange | undefined {
  return DEMO_POSTCODES.find((entry) => entry.postcode === postcode && houseNumber >= entry.from && houseNumber <= entry.to);
}
