import type { CartExtra } from "@shop/cart";
import type { CheckoutApi } from "./checkout.api";
import type { PaymentApi } from "./payment.api";

/** What @shop/checkout adds to `extra` (under `extra.checkout`), built once per store. */
export interface CheckoutPackageExtra {
  api: CheckoutApi;
  payment: PaymentApi;
  /** The order id of a new order (default `crypto.randomUUID()`): a test may make them predictable. */
  createOrderId: () => string;
  /**
   * The account passwords of orders held offline, by order id: in this page's memory only, never
   * in the state or storage. Sent from the same page, the held order creates its account; after
   * a reload it is placed without one.
   */
  accountPasswords: Map<string, string>;
  /**
   * The order ids this page is sending (a direct call or a queued task it waits for), in memory: an offline
   * entry "sending" that is neither here nor in the sync queue was left by an earlier page and is held again.
   */
  sendingOrders: Set<string>;
}

/** Thunk `extra` of @shop/checkout: the cart's, plus `extra.checkout`. */
export type CheckoutExtra = CartExtra & { checkout: CheckoutPackageExtra };
