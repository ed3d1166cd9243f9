/**
 * Messages of the checkout (the English text is the i18n key, as in the other packages).
 * presentation-content.md §8 lists "Payment failed", "Something went wrong with the order",
 * "Error placing an order", "Shopping cart is empty before checkout" and "no internet but the
 * order can still be placed" by meaning only; the address rule's text is the issue's.
 */
export const CHECKOUT_MESSAGES = {
  addressFirst: "Address must be saved before choosing a shipping method",
  emptyCart: "Shopping cart is empty. Please add some products before entering Checkout",
  paymentFailed: "Payment failed",
  orderFailed: "Something went wrong with the order",
  placeOrderFailed: "Error placing an order",
  offlineOrder: "There is no Internet connection. You can still place your order. We will notify you if any of the ordered products is unavailable because we cannot check it right now.",
  postcodeOnlyNl: "Postcode lookup only for country NL",
  postcodeNotFound: "No address found for this postcode and house number",
  noOrder: "There is no order to pay",
} as const;
