export { createCheckoutTestStore, type CheckoutTestState, type CheckoutTestStore } from "./checkout-test-store";
