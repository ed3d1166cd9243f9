import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { notificationsSlice } from "../notifications/notifications.slice";
import { armNotificationTimers } from "../notifications/notifications.thunks";
import { storeContextSlice } from "../store-context/store-context.slice";
import type { CoreExtra } from "../thunk-extra";
import { defineShopPackage } from "./shop-package";

/**
 * @shop/core's part of the store: notifications and the store context (store view, customer
 * group). In a browser it arms the removal timers of notifications the store starts with (a
 * server render's, hydrated): the server arms none, so no timer is left behind there.
 */
export const corePackage = defineShopPackage({
  name: "@shop/core",
  slices: [notificationsSlice, storeContextSlice],
  start: (store, extra: CoreExtra) => {
    if (extra.runtime !== "server") (store.dispatch as ThunkDispatch<never, CoreExtra, UnknownAction>)(armNotificationTimers());
    return () => undefined;
  },
});
