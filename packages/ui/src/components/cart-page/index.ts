export { CartPage, type CartPageProps } from "./CartPage";
export { checkoutBlock, type CheckoutBlock } from "./rules/checkout-block";
