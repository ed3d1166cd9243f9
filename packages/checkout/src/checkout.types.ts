import type { CartItem } from "@shop/cart";
import type { OrderReply, OrderRequest } from "./order.schemas";
import type { PaymentReply } from "./payment.schemas";

/**
 * commerce-core.md §3 personalDetails, without the password: it lives in the state's own
 * `password` key, which is never persisted (`CHECKOUT_PERSISTED_KEYS` cannot leak it).
 * `selectPersonalDetails` gives the spec's shape with the password.
 */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  createAccount: boolean;
}

/** The address fields shippingDetails and paymentDetails share (commerce-core.md §3). */
export interface AddressDetails {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2, e.g. "NL". */
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  state: string;
  region_id: number | null;
  zipCode: string;
  phoneNumber: string;
  region_code?: string;
  affix?: string;
}

export interface ShippingDetails extends AddressDetails {
  /** The chosen method as "{carrier_code}_{method_code}", "" until chosen. */
  shippingMethod: string;
}

export interface PaymentDetails extends AddressDetails {
  company: string;
  taxId: string;
  paymentMethod: string;
  paymentMethodAdditional: Record<string, string>;
}

/** The cart as it was when its order was placed: restored when the payment fails. */
export interface CartSnapshot {
  items: CartItem[];
  couponCode: string | null;
}

/** The last order placed (commerce-core.md §3 Checkout `order`): its body (never the password), its reply, the cart it came from. */
export interface PlacedOrder {
  request: OrderRequest;
  /** null while it waits offline. */
  reply: OrderReply | null;
  placedAt: number;
  cart: CartSnapshot;
}

/** An order placed while offline (commerce-core.md §4 "offline orders"): held until sent, confirmed or cancelled. */
export interface OfflineOrder {
  request: OrderRequest;
  heldAt: number;
  /**
   * held: waiting; sending: on its way (a queued task, whose reply settles it also after a reload, or a direct call
   * of this page); failed: refused by the back end.
   */
  status: "held" | "sending" | "failed";
  /** How it is being sent while "sending": a direct call does not survive a reload (it goes back to held, same order id). */
  transport?: "queue" | "direct";
  /** It was sent at least once without a reply: it may be placed, so it is sent again rather than dropped by a cancel. */
  tried?: boolean;
  /** Place order's own call is in flight: the cart is cleared and the order recorded only once it is answered (or held). */
  placing?: boolean;
  error?: string;
}

/** The payment of the last order at the card payment provider. */
export interface PaymentState {
  orderId: string;
  method: string;
  reply: PaymentReply | null;
}
