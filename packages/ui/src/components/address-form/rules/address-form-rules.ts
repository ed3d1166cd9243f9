import { requiredField, validate, zipCodeMinLength, type Validator } from "../../form-fields/rules/validators";
import type { FormErrors } from "../../../internal/use-form-values";

/** commerce-core.md §9 address types: DELIVERY (the default) or SHIPPING. */
export const ADDRESS_TYPES = ["DELIVERY", "SHIPPING"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * The account address form's shape (commerce-core.md §3 Address, "Form shape: streetAddress,
 * apartmentNumber, affix, city, zipCode, country, is_default, address_type"). The app maps it
 * to and from the account's `street` lines (@shop/user `addressToForm` / `formToAddress`).
 */
export interface AddressFormValues {
  streetAddress: string;
  /** The house number. */
  apartmentNumber: string;
  /** The house-number addition ("A", "bis"); empty when none. */
  affix: string;
  city: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2 (`country_id`); empty while none is chosen. */
  country: string;
  is_default: boolean;
  address_type: AddressType;
}

export type AddressFormErrors = FormErrors<AddressFormValues>;

export const ADDRESS_FIELD_ORDER: readonly (keyof AddressFormValues)[] = ["streetAddress", "apartmentNumber", "affix", "zipCode", "city", "country"];

/** A new address: nothing typed, the given country, DELIVERY (the default type), not the default address. */
export function emptyAddress(country = ""): AddressFormValues {
  return { streetAddress: "", apartmentNumber: "", affix: "", city: "", zipCode: "", country, is_default: false, address_type: "DELIVERY" };
}

const REQUIRED = requiredField();
const RULES: Partial<Record<keyof AddressFormValues, readonly Validator<string>[]>> = {
  streetAddress: [REQUIRED],
  apartmentNumber: [REQUIRED],
  zipCode: [REQUIRED, zipCodeMinLength],
  city: [REQUIRED],
  country: [REQUIRED],
};

/**
 * presentation-content.md §5 messages for the address: street, house number, postcode (at
 * least 3, 'Zip code must have at least 3 letters.', the length @shop/user's schema refuses
 * below), city and country are required; the addition is optional.
 */
export function validateAccountAddress(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of ADDRESS_FIELD_ORDER) {
    const rules = RULES[field];
    const value = values[field];
    if (!rules || typeof value !== "string") continue;
    const problem = validate(value, rules);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The texts trimmed, as they are sent. */
export function trimAddress(values: AddressFormValues): AddressFormValues {
  return {
    ...values,
    streetAddress: values.streetAddress.trim(),
    apartmentNumber: values.apartmentNumber.trim(),
    affix: values.affix.trim(),
    city: values.city.trim(),
    zipCode: values.zipCode.trim(),
  };
}

/** The address as it is read: "Keizersgracht 12 A", "1015 CJ Amsterdam" (the country is the caller's label). */
export function accountAddressLines(address: Pick<AddressFormValues, "streetAddress" | "apartmentNumber" | "affix" | "zipCode" | "city">): [string, string] {
  const street = [address.streetAddress, address.apartmentNumber, address.affix].map((part) => part.trim()).filter(Boolean).join(" ");
  const place = [address.zipCode, address.city].map((part) => part.trim()).filter(Boolean).join(" ");
  return [street, place];
}
