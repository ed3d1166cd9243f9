import { describe, expect, it } from "vitest";
import { accountAddressLines, emptyAddress, trimAddress, validateAccountAddress, type AddressFormValues } from "./address-form-rules";

const valid: AddressFormValues = { ...emptyAddress("NL"), streetAddress: "Keizersgracht", apartmentNumber: "12", zipCode: "1015 CJ", city: "Amsterdam" };
const keys = (values: AddressFormValues) => Object.fromEntries(Object.entries(validateAccountAddress(values)).map(([field, message]) => [field, message?.key]));

describe("validateAccountAddress (commerce-core.md §3 form shape; presentation-content.md §5 messages)", () => {
  it.each<[string, Partial<AddressFormValues>, Record<string, string>]>([
    ["a full address", {}, {}],
    ["with an addition", { affix: "bis" }, {}],
    [
      "a new, empty address",
      emptyAddress(),
      { streetAddress: "Field is required.", apartmentNumber: "Field is required.", zipCode: "Field is required.", city: "Field is required.", country: "Field is required." },
    ],
    ["a postcode of 2 characters", { zipCode: "10" }, { zipCode: "Zip code must have at least 3 letters." }],
    ["a postcode of spaces", { zipCode: "   " }, { zipCode: "Field is required." }],
    ["the type and default flag need nothing", { address_type: "SHIPPING", is_default: true }, {}],
  ])("%s", (_case, change, expected) => {
    expect(keys({ ...valid, ...change })).toEqual(expected);
  });

  it("starts a new address as DELIVERY, not default (commerce-core.md §3: DELIVERY default)", () => {
    expect(emptyAddress("DE")).toMatchObject({ country: "DE", address_type: "DELIVERY", is_default: false });
  });
});

describe("trimAddress and accountAddressLines", () => {
  it("trims the texts and keeps the flags", () => {
    expect(trimAddress({ ...valid, streetAddress: " Keizersgracht ", affix: " A ", is_default: true })).toEqual({ ...valid, affix: "A", is_default: true });
  });

  it.each([
    [{ ...valid, affix: "A" }, ["Keizersgracht 12 A", "1015 CJ Amsterdam"]],
    [valid, ["Keizersgracht 12", "1015 CJ Amsterdam"]],
    [{ ...valid, apartmentNumber: "", zipCode: "" }, ["Keizersgracht", "Amsterdam"]],
  ])("%#", (address, lines) => {
    expect(accountAddressLines(address)).toEqual(lines);
  });
});
