import type { CustomerAddress, CustomerAddressInput } from "../address.schemas";

type AddressType = CustomerAddress["address_type"];

/** commerce-core.md §3 Address, form shape (the address form and checkout's details use it). */
export interface AddressForm {
  streetAddress: string;
  apartmentNumber: string;
  /** House-number addition ("A", "bis"); empty when none. */
  affix: string;
  city: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2 (`country_id`). */
  country: string;
  is_default: boolean;
  address_type: AddressType;
  /** The account address's id; absent for a new address. */
  address_id?: number;
  firstname?: string;
  lastname?: string;
  telephone?: string;
}

/**
 * The second street line: the apartment (house) number, then the affix after one space
 * ("12 A"). Read back, the first word is the number and the rest the affix, so both
 * conversions round-trip.
 */
export function houseNumberLine(apartmentNumber: string, affix: string): string {
  const number = apartmentNumber.trim();
  const addition = affix.trim();
  return addition === "" ? number : `${number} ${addition}`;
}

export function splitHouseNumberLine(line: string): { apartmentNumber: string; affix: string } {
  const match = /^(\S+)\s+(.+)$/.exec(line.trim());
  return match ? { apartmentNumber: match[1] ?? "", affix: (match[2] ?? "").trim() } : { apartmentNumber: line.trim(), affix: "" };
}

/** Account shape → form shape. A third street line (Magento keeps the affix there) is the affix. */
export function addressToForm(address: CustomerAddress): AddressForm {
  const [streetAddress = "", second = "", third] = address.street;
  return {
    streetAddress,
    ...(third === undefined ? splitHouseNumberLine(second) : { apartmentNumber: second.trim(), affix: third.trim() }),
    city: address.city,
    zipCode: address.postcode,
    country: address.country_id,
    is_default: address.is_default === "1",
    address_type: address.address_type,
    address_id: address.address_id,
    firstname: address.firstname,
    lastname: address.lastname,
    ...(address.telephone !== undefined && { telephone: address.telephone }),
  };
}

/** Form shape → account shape (a profile update's address); names default to the customer's. */
export function formToAddress(form: AddressForm, names: { firstname: string; lastname: string }): CustomerAddressInput {
  const number = houseNumberLine(form.apartmentNumber, form.affix);
  return {
    firstname: form.firstname ?? names.firstname,
    lastname: form.lastname ?? names.lastname,
    street: number === "" ? [form.streetAddress.trim()] : [form.streetAddress.trim(), number],
    city: form.city.trim(),
    postcode: form.zipCode.trim(),
    country_id: form.country.trim().toUpperCase(),
    is_default: form.is_default ? "1" : "0",
    address_type: form.address_type,
    ...(form.address_id !== undefined && { address_id: form.address_id }),
    ...(form.telephone !== undefined && { telephone: form.telephone }),
  };
}

/** The account's addresses as a profile update sends them: `form` replaces its namesake (by id) or is added; one default per type. */
export function addressesWith(current: readonly CustomerAddress[], form: AddressForm, names: { firstname: string; lastname: string }): CustomerAddressInput[] {
  const next = formToAddress(form, names);
  const kept: CustomerAddressInput[] = current
    .filter((address) => form.address_id === undefined || address.address_id !== form.address_id)
    .map((address) => {
      const { address_id, firstname, lastname, street, city, postcode, country_id, is_default, address_type, telephone, company, region } = address;
      const demoted = form.is_default && address_type === form.address_type ? "0" : is_default;
      return { address_id, firstname, lastname, street, city, postcode, country_id, is_default: demoted, address_type, ...(telephone !== undefined && { telephone }), ...(company !== undefined && { company }), ...(region !== undefined && { region }) };
    });
  const index = current.findIndex((address) => address.address_id === form.address_id);
  if (index === -1) return [...kept, next];
  return [...kept.slice(0, index), next, ...kept.slice(index)];
}
