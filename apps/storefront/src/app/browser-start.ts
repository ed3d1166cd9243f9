import { connectCart, syncCart } from "@shop/cart";
import { connectivityChanged } from "@shop/sync-queue";
import { offlineOrdersReconnected } from "@shop/checkout";
import { selectIsOnline } from "@shop/sync-queue";
import type { ShopState } from "@shop/store";
import type { ShopConfig } from "@shop/core";
import type { BrowserStore } from "../store/browser-store";
import { whenHydrated } from "./hydration-signal";
import { announceOfflineLanding, registerServiceWorker } from "../offline/register-service-worker";
import { privateCookieValue, PRIVATE_COOKIE } from "../store/private-cookie";

/** Whether this browser's pages are its own (a session or a cart): the output cache is bypassed for them. */
function syncPrivateCookie(state: ShopState, written: { value: string | null }) {
  const value = privateCookieValue(state);
  if (value === written.value) return;
  written.value = value;
  document.cookie = value === null ? `${PRIVATE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : `${PRIVATE_COOKIE}=${value}; Path=/; SameSite=Lax`;
}

/**
 * What the browser does once the page is live (commerce-core.md §4 start-up): the offline
 * landing's message, the service worker; after the persisted cart and session are back, the server cart is synced and offline orders are
 * sent or offered; the private-page cookie follows the session and the cart.
 */
export function startBrowserShop(browser: BrowserStore, config: ShopConfig): void {
  const { store } = browser.handle;
  const written = { value: null as string | null };
  void whenHydrated().then(async () => {
    announceOfflineLanding(browser.handle);
    void registerServiceWorker(browser.handle, config);
    await browser.restore();
    syncPrivateCookie(store.getState(), written);
    store.subscribe(() => syncPrivateCookie(store.getState(), written));
    connectOfflineCartWhenOnline(browser);
    const state = store.getState();
    if (!selectIsOnline(state)) return;
    if (state.cart.cartServerToken !== null) await store.dispatch(syncCart({ forceSync: true, pull: true })).catch(() => undefined);
    await store.dispatch(offlineOrdersReconnected()).catch(() => undefined);
  });
}

/**
 * A guest who put lines in the cart while offline before any server cart existed: back online,
 * the server cart is created and the lines are sent (@shop/cart syncs a connected cart on its
 * own; a customer's cart is the login's authorisation). Here rather than in @shop/cart, which
 * does not know whether a login is on its way.
 */
function connectOfflineCartWhenOnline(browser: BrowserStore): void {
  browser.handle.startListening({
    actionCreator: connectivityChanged,
    effect: async (action, api) => {
      if (!action.payload.online) return;
      const state = api.getState() as ShopState;
      if (state.cart.cartServerToken !== null || state.cart.cartItems.length === 0 || state.user.token !== null) return;
      await browser.handle.store.dispatch(connectCart()).catch(() => undefined);
    },
  });
}
