import { isAnyOf } from "@reduxjs/toolkit";
import { orderPlaced } from "@shop/checkout";
import { defineShopPackage } from "@shop/core";
import { regenerateVisitorKeys, type SearchExtra } from "@shop/search";
import { userLoggedOut } from "@shop/user";

type Dispatching = { dispatch: (action: ReturnType<typeof regenerateVisitorKeys>) => unknown };

/**
 * presentation-content.md §4 "Session and customer identifiers are regenerated on logout and
 * after an order is placed": @shop/user's `userLoggedOut` and @shop/checkout's `orderPlaced`
 * regenerate @shop/search's visitor keys. Wired here, the seam: @shop/search imports neither.
 */
export const searchVisitorListenersPackage = defineShopPackage<SearchExtra>({
  name: "@shop/store/search-visitor-listeners",
  slices: [],
  needs: ["search"],
  listeners: (startListening) =>
    startListening({
      matcher: isAnyOf(userLoggedOut, orderPlaced),
      // A listener's api has no `extra`: the keys are made by a thunk, which has.
      effect: (_action, api) => void (api as unknown as Dispatching).dispatch(regenerateVisitorKeys()),
    }),
});
