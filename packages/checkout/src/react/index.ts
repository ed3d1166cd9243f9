export {
  useCheckoutDetails,
  useCheckoutDispatch,
  useCheckoutMethods,
  useCheckoutSelector,
  useIsInCheckout,
  useOfflineOrderConfirmation,
  useThankYou,
} from "./checkout-hooks";
