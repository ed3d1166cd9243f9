import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { TaxRule } from "./tax-rule.schemas";

/**
 * The catalogue's own state. The store view and the customer group are not here: they live
 * in @shop/core's store context (one source of truth, docs/package-contract.md).
 */
export interface CatalogState {
  /**
   * Tax rules for client-side tax, with the store view they were loaded for (loaded once per
   * store view, only when not priced server side); `selectTaxRules` answers them only in that view.
   */
  taxRules: { storeCode: string; rules: TaxRule[] } | null;
}

const initialState: CatalogState = { taxRules: null };

export const catalogSlice = createSlice({
  name: "catalog",
  initialState,
  reducers: {
    taxRulesLoaded: (state: CatalogState, action: PayloadAction<{ storeCode: string; rules: TaxRule[] }>) => {
      state.taxRules = action.payload;
    },
  },
});

export const { taxRulesLoaded } = catalogSlice.actions;
