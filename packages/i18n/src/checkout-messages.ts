/**
 * The checkout's own labels and sentences (@shop/ui checkout steps, return pages, offline
 * orders modal): the spec names the screens (presentation-content.md §2 checkout steps,
 * /checkout-return, /checkout-failed, order confirmation modal) and the labels of §3, but
 * words none of these; the English is ours. Kept in one group (and one file per language
 * under catalogues/checkout/) so other work on the catalogues merges around it.
 */
// Shared with the account components and declared once there (ACCOUNT_MESSAGES): "Edit",
// "Already have an account?", "Create an account", "Password", "Shipping address",
// "Shipping method", "Payment method".
export const CHECKOUT_MESSAGES = [
  // Steps and progress
  "Checkout",
  "Checkout progress",
  "Step {{current}} of {{total}}",
  "Completed",
  "Continue",
  // Personal details
  // Shipping
  "Save address",
  // Payment
  "Billing address",
  "My billing address is the same as my shipping address",
  "No payment methods are available",
  "Choose your bank",
  // Order review
  "Same as shipping address",
  "Place order",
  // Confirmation and /checkout-return
  "Thank you for your order!",
  "We have sent an order confirmation to {{email}}.",
  "Your order has been saved and will be sent as soon as you are back online.",
  "We are checking your payment…",
  "What happens next?",
  "You will receive an order confirmation by e-mail.",
  "We will let you know as soon as your order has been shipped.",
  // /checkout-failed
  "Your payment was not completed. Your shopping cart has been kept, so you can try again or choose another payment method.",
  "Choose another payment method",
  "Back to shopping cart",
  // Offline orders (commerce-core.md §4 offline-order confirmation)
  "Orders waiting to be sent",
  "You placed these orders while you were offline. Do you want to send them now?",
  "Send orders",
  "Not now",
  // The card form of the credit card method (the simulator's card fields; a real provider hosts its own)
  "Name on card",
  "Expiry month (MM)",
  "Expiry year (YYYY)",
  "Security code (CVC)",
  "Check the card details",
] as const;

export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGES)[number];
