import { createAsyncThunk, type CreateAsyncThunkFunction, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import type { CatalogExtra } from "./catalog.extra";
import type { CatalogRootState } from "./catalog.state";
import type { SearchContext } from "./catalog.api";
import { selectStoreView } from "@shop/core";

/** The thunk API types of this package's thunks: its state and `extra`. */
export type CatalogThunkConfig = { state: CatalogRootState; extra: CatalogExtra };

/**
 * createAsyncThunk typed with this package's state and `extra`. Annotated: inferred, the
 * declaration file spells out `withTypes`' whole recursive type, with untyped parts.
 */
export const createCatalogThunk: CreateAsyncThunkFunction<CatalogThunkConfig> = createAsyncThunk.withTypes<CatalogThunkConfig>();

/** Store view and customer group of a search, from the state. */
export function searchContextOf(state: Pick<CatalogRootState, "storeContext">): SearchContext {
  return { storeView: selectStoreView(state), group: state.storeContext.customerGroup };
}

/** What a thunk's helpers get from the thunk API. */
export interface CatalogThunkApi {
  getState: () => CatalogRootState;
  dispatch: ThunkDispatch<CatalogRootState, CatalogExtra, UnknownAction>;
  extra: CatalogExtra;
}

/**
 * A product or category load that a newer one (or a clear) overtook: nothing of it is applied,
 * since the state holds the current navigation's product and category (commerce-core.md §4
 * Product load). Named "AbortError", so its rejection is flagged `meta.aborted` as a cancelled
 * thunk's is, and a caller can tell it from a failed load.
 */
export class LoadOvertakenError extends Error {
  constructor(what: string) {
    super(`${what} was overtaken by a newer one; its result is not applied`);
    this.name = "AbortError";
  }
}

/** Throws `LoadOvertakenError` unless `latest` (the slice's latest started load) is this load's `requestId`. */
export function assertLatestLoad(latest: string | null, requestId: string, what: string): void {
  if (latest !== requestId) throw new LoadOvertakenError(what);
}
