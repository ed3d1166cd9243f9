export { AddressList, type AddressListProps, type AccountAddress } from "./AddressList";
