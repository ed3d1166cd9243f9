import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { requireStoreView } from "../store-views/rules/store-url";
import type { CoreExtra } from "../thunk-extra";
import type { StoreContextRootState } from "./store-context.selectors";
import { storeViewChanged } from "./store-context.slice";

/**
 * Makes the configured store view `code` the active one (a route's store view). An unknown
 * code throws, naming the configured ones; the same view again dispatches nothing.
 */
export function switchStoreView(code: string): ThunkAction<void, StoreContextRootState, CoreExtra, UnknownAction> {
  return (dispatch, getState, extra) => {
    const view = requireStoreView(code, extra.config);
    if (getState().storeContext.storeView?.storeCode === view.storeCode) return;
    dispatch(storeViewChanged(view));
  };
}
