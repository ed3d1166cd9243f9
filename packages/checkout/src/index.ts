export {
  orderBillingAddressSchema,
  orderIdSchema,
  orderLineSchema,
  orderReplySchema,
  orderRequestSchema,
  type OrderLine,
  type OrderReply,
  type OrderRequest,
} from "./order.schemas";
export {
  PAYMENT_PROVIDER_METHODS,
  PAYMENT_RESULT_CODES,
  cardDetailsSchema,
  paymentActionSchema,
  paymentInformationReplySchema,
  paymentInformationRequestSchema,
  paymentInitiateRequestSchema,
  paymentReplySchema,
  paymentResultCodeSchema,
  paymentStatusReplySchema,
  paymentsDetailsRequestSchema,
  providerMethodSchema,
  providerPaymentMethodSchema,
  providerPaymentMethodsReplySchema,
  redirectUrlReplySchema,
  threeDS2ProcessRequestSchema,
  type CardDetails,
  type PaymentAction,
  type PaymentInformation,
  type PaymentInitiateRequest,
  type PaymentReply,
  type PaymentResultCode,
  type PaymentStatus,
  type ProviderMethod,
  type ProviderPaymentMethod,
} from "./payment.schemas";
export { postcodeLookupQuerySchema, postcodeLookupReplySchema, type PostcodeLookupQuery, type PostcodeLookupReply } from "./postcode.schemas";

export type { AddressDetails, CartSnapshot, OfflineOrder, PaymentDetails, PaymentState, PersonalDetails, PlacedOrder, ShippingDetails } from "./checkout.types";
export {
  CHECKOUT_PERSISTED_KEYS,
  checkoutDetailsCleared,
  checkoutDetailsLoaded,
  checkoutSlice,
  initialCheckoutState,
  methodsSet,
  modifiedAtSet,
  offlineConfirmationToggled,
  offlineOrderHeld,
  offlineOrderSent,
  offlineOrderStatusChanged,
  offlineOrdersCancelled,
  orderPlaced,
  paymentDetailsSaved,
  paymentMethodsSet,
  paymentStarted,
  paymentUpdated,
  personalDetailsSaved,
  shippingDetailsSaved,
  thankYouSet,
  type CheckoutRootState,
  type CheckoutState,
} from "./checkout.slice";
export {
  selectCheckoutPaymentMethods,
  selectCheckoutShippingMethods,
  selectIsInCheckout,
  selectIsThankYouPage,
  selectLastOrder,
  selectOfflineConfirmationOpen,
  selectOfflineOrders,
  selectOfflineOrdersToConfirm,
  selectPayment,
  selectPaymentDetails,
  selectPersonalDetails,
  selectShippingAddressSaved,
  selectShippingDetails,
} from "./checkout.selectors";
export { ORDER_SENT_EVENT, createCheckoutApi, type CheckoutApi } from "./checkout.api";
export { createPaymentApi, paymentProviderUrl, type PaymentApi } from "./payment.api";
export type { CheckoutExtra, CheckoutPackageExtra } from "./checkout.extra";
export { createCheckoutThunk, type CheckoutThunkConfig, type CheckoutThunkState } from "./checkout.thunk";
export { checkoutPackage } from "./checkout.package";
export { chooseShippingMethod, savePaymentDetails, savePersonalDetails, saveShippingAddress } from "./checkout.details";
export { placeOrder, type PlaceOrderOutcome } from "./checkout.order";
export { cancelOfflineOrders, confirmOfflineOrders, offlineOrdersReconnected, sendOfflineOrders, type SendOutcome } from "./checkout.offline";
export { completePaymentReturn, restoreCartAfterFailedPayment, startPayment, type PaymentStep } from "./checkout.payment";
export { lookUpPostcode, type PostcodeOutcome } from "./checkout.postcode";
export { CHECKOUT_MESSAGES } from "./messages";

export { isInCheckout } from "./rules/in-checkout";
export { normalizeDutchPostcode, postcodeLookupAllowed } from "./rules/postcode";
export { offlineOrdersOnReconnect, type ReconnectDecision } from "./rules/offline-orders";
export {
  PROVIDER_METHOD_CODES,
  paidAtProvider,
  paymentOutcomeOf,
  paymentRouteOf,
  readPaymentReturn,
  type PaymentOutcome,
  type PaymentReturn,
} from "./rules/payment-return";
export { addressOfDetails, buildOrderRequest, withoutAccount, type OrderInput } from "./rules/order-body";
