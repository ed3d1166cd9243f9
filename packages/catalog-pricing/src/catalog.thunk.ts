import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import type { CatalogExtra } from "./catalog.extra";
import type { CatalogRootState } from "./catalog.state";
import type { SearchContext } from "./catalog.api";
import { selectStoreView } from "./catalog.selectors";

/** createAsyncThunk typed with this package's state and `extra`. */
export const createCatalogThunk = createAsyncThunk.withTypes<{ state: CatalogRootState; extra: CatalogExtra }>();

/** Store view and customer group of a search, from the state. */
export function searchContextOf(state: CatalogRootState, extra: CatalogExtra): SearchContext {
  return { storeView: selectStoreView(state, extra.config), group: state.catalog.customerGroup };
}

/** What a thunk's helpers get from the thunk API. */
export interface CatalogThunkApi {
  getState: () => CatalogRootState;
  dispatch: ThunkDispatch<CatalogRootState, CatalogExtra, UnknownAction>;
  extra: CatalogExtra;
}
