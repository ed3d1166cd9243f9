export { AddressForm, type AddressFormProps } from "./AddressForm";
export { AddressFormModal, type AddressFormModalProps } from "./AddressFormModal";
export {
  validateAccountAddress,
  emptyAddress,
  trimAddress,
  accountAddressLines,
  ADDRESS_TYPES,
  type AddressFormValues,
  type AddressFormErrors,
  type AddressType,
} from "./rules/address-form-rules";
