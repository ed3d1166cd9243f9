export { AddressFields, type AddressFieldsProps } from "./AddressFields";
export { validateAddress, addressLines, EMPTY_ADDRESS, STATE_COUNTRIES, type AddressValues, type AddressRuleOptions } from "./rules/address";
