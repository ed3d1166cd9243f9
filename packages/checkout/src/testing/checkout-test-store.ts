import type { CartState } from "@shop/cart";
import { composeCartTestStore } from "@shop/cart/testing";
import type { NotificationsState, StoreContextState } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import type { StockState } from "@shop/stock";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { CheckoutExtra } from "../checkout.extra";
import { checkoutPackage } from "../checkout.package";
import type { CheckoutState } from "../checkout.slice";

/** The test store's state: the checkout with everything it reads. */
export interface CheckoutTestState {
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  stock: StockState;
  cart: CartState;
  checkout: CheckoutState;
}

export type CheckoutTestStore = TestStore<CheckoutTestState, CheckoutExtra>;

/**
 * The store composed as the app's is (core, sync-queue, stock, cart, `checkoutPackage`) over a
 * manual clock and an in-memory sync queue; the session's cart id follows the cart state, the
 * customer token is the test's (`tokens.setToken`). `orderIds`: the ids new orders get, in turn
 * (default random). Swallowed failures land in `errors`.
 */
export function createCheckoutTestStore(options: TestSyncQueueOptions & { orderIds?: readonly string[] } = {}) {
  const { orderIds, ...queueOptions } = options;
  const setup = createTestClient(queueOptions);
  const composed = composeCartTestStore<CheckoutTestState, CheckoutExtra>(setup, {
    ...(queueOptions.runtime && { runtime: queueOptions.runtime }),
    after: [checkoutPackage],
  });
  if (orderIds !== undefined) {
    const ids = [...orderIds];
    composed.extra.checkout.createOrderId = () => ids.shift() ?? globalThis.crypto.randomUUID();
  }
  return { ...composed, store: composed.store as CheckoutTestStore };
}
