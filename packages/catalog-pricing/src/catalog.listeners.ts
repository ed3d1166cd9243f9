import type { TypedStartListening, UnknownAction, ThunkDispatch } from "@reduxjs/toolkit";
import type { CatalogExtra } from "./catalog.extra";
import { customerGroupChanged } from "@shop/core";
import type { CatalogRootState } from "./catalog.state";
import { repriceForCustomerGroup } from "./pricing.thunks";
import { sameCustomerGroup } from "@shop/core";

export type CatalogStartListening = TypedStartListening<CatalogRootState, ThunkDispatch<CatalogRootState, CatalogExtra, UnknownAction>>;

/**
 * Wires repricing to the customer group (commerce-core.md §6 "login and logout trigger
 * repricing"): when `customerGroupChanged` really changes the group, the products in state
 * are repriced by the price rules with the new group, then through render-list unless
 * `syncPlatformPrices` is "never" (`repriceForCustomerGroup`). Returns the unsubscribe function.
 */
export function registerCatalogPricingListeners(startListening: CatalogStartListening): () => void {
  return startListening({
    actionCreator: customerGroupChanged,
    effect: async (_action, api) => {
      if (sameCustomerGroup(api.getOriginalState().storeContext.customerGroup, api.getState().storeContext.customerGroup)) return;
      await api.dispatch(repriceForCustomerGroup());
    },
  });
}
