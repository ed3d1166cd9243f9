import { defineShopPackage } from "@shop/core";
import { connectivityChanged, cartIdMissing } from "@shop/sync-queue";
import type { StockExtra } from "@shop/stock";
import { userLoggedIn } from "@shop/user";
import { authorizeCart } from "./cart.authorize";
import { createCartApi } from "./cart.api";
import { createSyncLock, type CartPackageExtra } from "./cart.extra";
import { cartSlice } from "./cart.slice";
import { reconnectCart, syncCart } from "./cart.sync";

/**
 * @shop/cart's part of the one store (docs/package-contract.md): the cart slice, `extra.cart`
 * (the cart client and the sync lock, built once per store) and its listeners: coming back
 * online syncs with the client's state forced (commerce-core.md §4 "On going online … cart
 * reloads from client state"); a task refused for a missing cart id re-creates the cart. Settings:
 * `ShopConfig.cart` (and `stock`). Needs @shop/stock's `extra.stock` (the add's stock check). On
 * @shop/user's `userLoggedIn` the cart is authorized; its `userLoggedOut` clears it (the slice).
 */
export const cartPackage = defineShopPackage({
  name: "@shop/cart",
  slices: [cartSlice],
  needs: ["api", "stock"],
  extra: (base: StockExtra): { cart: CartPackageExtra } => ({ cart: { api: createCartApi(base.api), syncLock: createSyncLock() } }),
  listeners: (startListening) => {
    const offOnline = startListening({
      actionCreator: connectivityChanged,
      effect: async (action, api) => {
        // Only a return from offline: the store's start reports "online" too, and a page load
        // must not force this device's lines over the customer's other devices'.
        const before = (api.getOriginalState() as { connectivity?: { online: boolean } }).connectivity?.online;
        if (!action.payload.online || before !== false) return;
        const dispatch = api.dispatch as unknown as (thunk: ReturnType<typeof syncCart>) => Promise<unknown>;
        await dispatch(syncCart({ forceClientState: true }));
      },
    });
    const offMissing = startListening({
      actionCreator: cartIdMissing,
      effect: async (_action, api) => {
        const dispatch = api.dispatch as unknown as (thunk: ReturnType<typeof reconnectCart>) => Promise<unknown>;
        await dispatch(reconnectCart({ reason: "cart-gone" }));
      },
    });
    // Login (commerce-core.md §4 Authorize): the guest's cart joins the customer's.
    const offLogin = startListening({
      actionCreator: userLoggedIn,
      effect: async (_action, api) => {
        const dispatch = api.dispatch as unknown as (thunk: ReturnType<typeof authorizeCart>) => Promise<unknown>;
        await dispatch(authorizeCart());
      },
    });
    return () => {
      offOnline();
      offMissing();
      offLogin();
    };
  },
});
