import { describe, expect, it } from "vitest";
import { addressLines, EMPTY_ADDRESS, validateAddress, type AddressValues } from "./address";

const valid: AddressValues = {
  ...EMPTY_ADDRESS,
  firstName: "Ann",
  lastName: "de Vries",
  streetAddress: "Keizersgracht",
  apartmentNumber: "12",
  zipCode: "1015 CJ",
  city: "Amsterdam",
  country: "NL",
};

describe("validateAddress (presentation-content.md §5 messages revealing further rules)", () => {
  it("passes a complete address", () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it.each<[string, Partial<AddressValues>, Partial<Record<keyof AddressValues, string>>]>([
    ["every required field empty", EMPTY_ADDRESS, { firstName: "Field is required.", lastName: "Field is required.", streetAddress: "Field is required.", apartmentNumber: "Field is required.", zipCode: "Field is required.", city: "Field is required.", country: "Field is required." }],
    ["a one-letter name", { firstName: "A" }, { firstName: "Name must have at least 2 letters." }],
    ["a two-letter surname (allowed)", { lastName: "Li" }, {}],
    ["a short zip code", { zipCode: "10" }, { zipCode: "Zip code must have at least 3 letters." }],
    ["a bad phone number", { phoneNumber: "12ab" }, { phoneNumber: "Please provide a valid phone number." }],
    ["no phone number (optional)", { phoneNumber: "" }, {}],
    ["the United States without a state", { country: "US" }, { state: "Field is required." }],
    ["the United States with a state", { country: "US", state: "NY" }, {}],
    ["spaces only in the street", { streetAddress: "   " }, { streetAddress: "Field is required." }],
  ])("%s", (_case, change, expected) => {
    const errors = validateAddress({ ...valid, ...change });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.key]))).toEqual(expected);
  });

  it("checks the tax ID of a billing address only", () => {
    expect(validateAddress({ ...valid, taxId: "NL" })).toEqual({});
    expect(validateAddress({ ...valid, taxId: "NL" }, { billing: true })).toEqual({ taxId: { key: "Tax ID must have at least 3 letters." } });
    expect(validateAddress({ ...valid, taxId: "" }, { billing: true })).toEqual({});
  });
});

describe("addressLines", () => {
  it("joins house number and addition, drops empty parts", () => {
    expect(addressLines({ ...valid, affix: "A", phoneNumber: "+31 20 123 4567" }, "Netherlands")).toEqual([
      "Ann de Vries",
      "Keizersgracht 12 A",
      "1015 CJ Amsterdam",
      "Netherlands",
      "+31 20 123 4567",
    ]);
  });

  it("puts the company first and the state before the country", () => {
    expect(addressLines({ ...valid, company: "Shop BV", state: "NY", country: "US" }, "United States")).toContain("NY, United States");
    expect(addressLines({ ...valid, company: "Shop BV" }, "Netherlands")[0]).toBe("Shop BV");
  });
});
