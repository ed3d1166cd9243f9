export { CheckoutReturn, type CheckoutReturnProps } from "./CheckoutReturn";
export { CheckoutFailed, type CheckoutFailedProps } from "./CheckoutFailed";
