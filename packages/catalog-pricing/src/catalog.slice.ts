import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { GUEST_GROUP, type CustomerGroup } from "./rules/customer-group";
import type { TaxRule } from "./tax-rule.schemas";

export interface CatalogState {
  /** The active store view; null = the config's default store. */
  storeCode: string | null;
  customerGroup: CustomerGroup;
  /** Tax rules for client-side tax (loaded once per store view, only when not priced server side). */
  taxRules: TaxRule[] | null;
}

const initialState: CatalogState = { storeCode: null, customerGroup: GUEST_GROUP, taxRules: null };

export const catalogSlice = createSlice({
  name: "catalog",
  initialState,
  reducers: {
    storeViewChanged: (state: CatalogState, action: PayloadAction<string | null>) => {
      if (state.storeCode !== action.payload) state.taxRules = null;
      state.storeCode = action.payload;
    },
    /**
     * The seam for @shop/user (wired by the app on login and logout): the customer's group
     * (commerce-core.md §6). `registerCatalogPricingListeners` reprices when it changes.
     */
    customerGroupChanged: (state: CatalogState, action: PayloadAction<CustomerGroup>) => {
      state.customerGroup = { groupId: action.payload.groupId, groupToken: action.payload.groupToken };
    },
    taxRulesLoaded: (state: CatalogState, action: PayloadAction<TaxRule[]>) => {
      state.taxRules = action.payload;
    },
  },
});

export const { storeViewChanged, customerGroupChanged, taxRulesLoaded } = catalogSlice.actions;
