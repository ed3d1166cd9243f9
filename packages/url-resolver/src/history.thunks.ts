import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import {
  historyCleared,
  historyRestored,
  navigated,
  scrollPositionSaved,
  type NavigationHistoryRootState,
  type ScrollPosition,
  type StoredHistory,
} from "./history.slice";
import type { UrlResolverExtra } from "./url-resolver-extra";

type HistoryThunk<R> = ThunkAction<R, NavigationHistoryRootState, UrlResolverExtra, UnknownAction>;

const storedOf = (state: NavigationHistoryRootState): StoredHistory => ({
  paths: [...state.navigationHistory.paths],
  routes: { ...state.navigationHistory.routes },
});

/** Schedules a write of the history as it will be when the write runs (not as it is now). */
const persist = (getState: () => NavigationHistoryRootState, extra: UrlResolverExtra) => extra.urlResolver.history?.schedule(() => storedOf(getState()));

/**
 * Records a navigation (commerce-core.md §2): the full path joins the last
 * `config.history.maxEntries` (30); `back` is the router's word (popstate), else inferred.
 * The history is persisted after `config.history.writeDelayMs` (100 ms) when `extra.urlResolver.history` is set.
 */
export const recordNavigation =
  ({ fullPath, back }: { fullPath: string; back?: boolean }): HistoryThunk<undefined> =>
  (dispatch, getState, extra) => {
    dispatch(navigated({ fullPath, ...(back !== undefined && { back }), maxEntries: extra.config.history.maxEntries }));
    persist(getState, extra);
    return undefined;
  };

/** Keeps where a route was scrolled when the shopper leaves it (restored on going back). */
export const saveScrollPosition =
  (payload: { fullPath: string; position: ScrollPosition }): HistoryThunk<undefined> =>
  (dispatch, getState, extra) => {
    dispatch(scrollPositionSaved(payload));
    persist(getState, extra);
    return undefined;
  };

/**
 * Reads the history an earlier page stored and merges it before the paths visited since,
 * then stores the merge: a write of this page's paths may have gone out while the stored
 * history was being read.
 */
export const restoreHistory = (): HistoryThunk<Promise<undefined>> => async (dispatch, getState, extra) => {
  const stored = extra.urlResolver.history ? await extra.urlResolver.history.load() : null;
  dispatch(historyRestored({ stored, maxEntries: extra.config.history.maxEntries }));
  persist(getState, extra);
  return undefined;
};

/** presentation-content.md §7 "remove stored paths": empties the history, also the stored one. */
export const clearHistory = (): HistoryThunk<undefined> => (dispatch, getState, extra) => {
  dispatch(historyCleared());
  persist(getState, extra);
  return undefined;
};
