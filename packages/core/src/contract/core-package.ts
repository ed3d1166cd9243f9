import { notificationsSlice } from "../notifications/notifications.slice";
import { storeContextSlice } from "../store-context/store-context.slice";
import { defineShopPackage } from "./shop-package";

/** @shop/core's part of the store: notifications and the store context (store view, customer group). */
export const corePackage = defineShopPackage({
  name: "@shop/core",
  slices: [notificationsSlice, storeContextSlice],
});
