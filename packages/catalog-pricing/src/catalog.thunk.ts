import { createAsyncThunk, type CreateAsyncThunkFunction, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import type { CatalogExtra } from "./catalog.extra";
import type { CatalogRootState } from "./catalog.state";
import type { SearchContext } from "./catalog.api";
import { selectStoreView } from "./catalog.selectors";

/** The thunk API types of this package's thunks: its state and `extra`. */
export type CatalogThunkConfig = { state: CatalogRootState; extra: CatalogExtra };

/**
 * createAsyncThunk typed with this package's state and `extra`. Annotated: inferred, the
 * declaration file spells out `withTypes`' whole recursive type, with untyped parts.
 */
export const createCatalogThunk: CreateAsyncThunkFunction<CatalogThunkConfig> = createAsyncThunk.withTypes<CatalogThunkConfig>();

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
