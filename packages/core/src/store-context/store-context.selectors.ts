import type { StoreView } from "../config/store-view.schema";
import type { StoreContextState } from "./store-context.slice";

export type StoreContextRootState = { storeContext: StoreContextState };

/** Thrown when a store view is read before one was chosen: a store built without the store factory's defaults. */
export class StoreViewNotSetError extends Error {
  constructor() {
    super("No store view is active: create the store with composeShopStore (or preload storeContext.storeView)");
    this.name = "StoreViewNotSetError";
  }
}

/** The active store view. */
export function selectStoreView(state: StoreContextRootState): StoreView {
  const view = state.storeContext.storeView;
  if (view === null) throw new StoreViewNotSetError();
  return view;
}

export const selectStoreCode = (state: StoreContextRootState): string => selectStoreView(state).storeCode;
export const selectCustomerGroup = (state: StoreContextRootState) => state.storeContext.customerGroup;
