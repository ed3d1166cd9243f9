export { AddressForm, type AddressFormProps } from "./AddressForm";
export { AddressFormModal, type AddressFormModalProps } from "./AddressFormModal";
export {
  validateAddress,
  emptyAddress,
  trimAddress,
  addressLines,
  ADDRESS_TYPES,
  type AddressFormValues,
  type AddressFormErrors,
  type AddressType,
} from "./rules/address-form-rules";
