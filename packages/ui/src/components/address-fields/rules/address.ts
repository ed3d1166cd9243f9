import type { FieldErrors } from "../../../internal/use-step-form";
import { nameMinLength, requiredField, taxIdMinLength, validate, validPhone, zipCodeMinLength, type Validator } from "../../form-fields/rules/validators";

/**
 * The address fields of the checkout's shipping and payment details (commerce-core.md §3
 * Checkout state: firstName, lastName, country, streetAddress, apartmentNumber, city, state,
 * zipCode, phoneNumber, optional affix; payment details add company and taxId).
 */
export interface AddressValues {
  firstName: string;
  lastName: string;
  streetAddress: string;
  apartmentNumber: string;
  /** The house number's addition ("A", "bis"); optional. */
  affix: string;
  zipCode: string;
  city: string;
  /** Country id ("NL"); empty while none is chosen. */
  country: string;
  /** Free text; asked only for countries in `stateCountries`. */
  state: string;
  phoneNumber: string;
  /** Payment details only. */
  company: string;
  /** Payment details only. */
  taxId: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstName: "",
  lastName: "",
  streetAddress: "",
  apartmentNumber: "",
  affix: "",
  zipCode: "",
  city: "",
  country: "",
  state: "",
  phoneNumber: "",
  company: "",
  taxId: "",
};

/** Countries whose addresses need a state (the United States); others leave the field out. */
export const STATE_COUNTRIES: readonly string[] = ["US"];

export interface AddressRuleOptions {
  /** Billing address (payment details): company and tax ID are asked. */
  billing?: boolean;
  stateCountries?: readonly string[];
}

const required = requiredField();

/**
 * presentation-content.md §5 "Messages revealing further rules", applied to the address:
 * names at least 2 letters (the 2-letter reading: "Li", "Ng" are whole surnames), zip code at
 * least 3, tax ID at least 3 when given, a valid phone number when given; street, house
 * number, city and country required; the state where the country needs one.
 */
export function validateAddress(values: AddressValues, { billing = false, stateCountries = STATE_COUNTRIES }: AddressRuleOptions = {}): FieldErrors<AddressValues> {
  const rules: Partial<Record<keyof AddressValues, Validator<string>[]>> = {
    firstName: [required, nameMinLength(2)],
    lastName: [required, nameMinLength(2)],
    streetAddress: [required],
    apartmentNumber: [required],
    zipCode: [required, zipCodeMinLength],
    city: [required],
    country: [required],
    phoneNumber: [validPhone],
    ...(stateCountries.includes(values.country) ? { state: [required] } : {}),
    ...(billing ? { taxId: [taxIdMinLength] } : {}),
  };
  const errors: FieldErrors<AddressValues> = {};
  for (const [field, validators] of Object.entries(rules) as [keyof AddressValues, Validator<string>[]][]) {
    const error = validate(values[field], validators);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * An address as the lines a summary shows: name, street with house number and addition,
 * postcode and city, the country's name (given), phone. Empty parts are left out.
 */
export function addressLines(values: AddressValues, countryName: string): string[] {
  const house = [values.apartmentNumber, values.affix].filter((part) => part.trim() !== "").join(" ");
  return [
    values.company,
    [values.firstName, values.lastName].join(" "),
    [values.streetAddress, house].join(" "),
    [values.zipCode, values.city].join(" "),
    [values.state, countryName].filter((part) => part.trim() !== "").join(", "),
    values.phoneNumber,
  ]
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
