import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { StoreView } from "../config/store-view.schema";
import { GUEST_GROUP, sameCustomerGroup, type CustomerGroup } from "./rules/customer-group";

/**
 * The one source of truth of the active store view and the customer's group (the package
 * contract, docs/package-contract.md). Every package reads them here; nothing keeps a copy.
 * The view is held whole (not only its code), so selectors need no config.
 */
export interface StoreContextState {
  /** The active store view; null only before a store factory (or a test store) chose one. */
  storeView: StoreView | null;
  customerGroup: CustomerGroup;
}

const initialState: StoreContextState = { storeView: null, customerGroup: GUEST_GROUP };

export const storeContextSlice = createSlice({
  name: "storeContext",
  initialState,
  reducers: {
    /** The store view of the current URL (`switchStoreView(code)` checks the code against the config). */
    storeViewChanged: (state: StoreContextState, action: PayloadAction<StoreView>) => {
      state.storeView = action.payload;
    },
    /**
     * The seam for @shop/user (login and logout, commerce-core.md §6): the customer's group.
     * Packages that price (catalog-pricing) listen to it. An equal group changes nothing.
     */
    customerGroupChanged: (state: StoreContextState, action: PayloadAction<CustomerGroup>) => {
      if (sameCustomerGroup(state.customerGroup, action.payload)) return;
      state.customerGroup = { groupId: action.payload.groupId, groupToken: action.payload.groupToken };
    },
  },
});

export const { storeViewChanged, customerGroupChanged } = storeContextSlice.actions;
