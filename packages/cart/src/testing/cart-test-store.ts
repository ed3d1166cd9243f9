import { composeShopStore, corePackage, type AnyShopPackage, type Logger, type NotificationsState, type ShopRuntime, type StoreContextState } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import { stockPackage, type StockState } from "@shop/stock";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestClient, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { CartExtra } from "../cart.extra";
import { cartPackage } from "../cart.package";
import { initialCartState, type CartState } from "../cart.slice";

/** The test store's state: the cart with everything it reads. */
export interface CartTestState {
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  stock: StockState;
  cart: CartState;
}

/** The test store (declared: inferred, the published types said `any` for its state). */
export type CartTestStore = TestStore<CartTestState, CartExtra>;

/**
 * The store composed as the app's is (core, sync-queue, stock, `cartPackage`) over a manual
 * clock and an in-memory sync queue; the session's cart id follows the cart state (as the
 * app's session seam does), the customer token is the test's (`tokens.setToken`). Settings
 * through `config.cart`. Swallowed failures land in `errors`. `preloadedCart`: the cart state a
 * page load starts from (e.g. the persisted keys of another store: a reload).
 */
export function createCartTestStore(options: TestSyncQueueOptions & { preloadedCart?: Partial<CartState> } = {}) {
  const setup = createTestClient(options);
  // A page load over persisted cart keys (`CART_PERSISTED_KEYS`): the session seam reads its cart id at once.
  if (options.preloadedCart?.cartServerToken != null) setup.tokens.setCartId(options.preloadedCart.cartServerToken);
  const composed = composeCartTestStore<CartTestState, CartExtra>(setup, {
    ...(options.runtime && { runtime: options.runtime }),
    ...(options.preloadedCart && { preloadedState: { cart: { ...initialCartState, ...options.preloadedCart } } }),
  });
  return { ...composed, store: composed.store as CartTestStore };
}

/**
 * The cart's test store with the packages that build on the cart after it (@shop/checkout's
 * test store): core, sync-queue, stock, cart, then `after`, over the test client `setup`; the
 * session's cart id follows the cart state; swallowed failures land in `errors`.
 */
export function composeCartTestStore<State extends CartTestState, Extra extends CartExtra>(
  setup: TestClient,
  options: { runtime?: ShopRuntime; preloadedState?: Partial<State>; after?: readonly AnyShopPackage[] } = {},
) {
  const errors: { message: string; error: unknown }[] = [];
  const record = (message: string, error: unknown) => void errors.push({ message, error });
  const logger: Logger = { warn: record, error: record };
  const { store, extra, dispose, startListening } = composeShopStore<State, Extra>({
    config: setup.config,
    clock: setup.clock,
    logger,
    ...(options.runtime && { runtime: options.runtime }),
    ...(options.preloadedState && { preloadedState: options.preloadedState }),
    packages: [corePackage, syncQueueTestPackage(setup), stockPackage, cartPackage, ...(options.after ?? [])],
  });
  // The session seam reads the cart id from the cart state (the app's seam does the same).
  const unsubscribe = store.subscribe(() => setup.tokens.setCartId(store.getState().cart.cartServerToken));
  return {
    ...setup,
    store,
    extra,
    errors,
    startListening,
    dispose: () => {
      unsubscribe();
      dispose();
    },
  };
}
