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

/**
 * Records a navigation (commerce-core.md §2): the full path joins the last
 * `config.history.maxEntries` (30); `back` is the router's word (popstate), else inferred.
 * The history is persisted after `config.history.writeDelayMs` (100 ms) when `extra.history` is set.
 */
export const recordNavigation =
  ({ fullPath, back }: { fullPath: string; back?: boolean }): HistoryThunk<undefined> =>
  (dispatch, getState, extra) => {
    dispatch(navigated({ fullPath, ...(back !== undefined && { back }), maxEntries: extra.config.history.maxEntries }));
    extra.history?.schedule(storedOf(getState()));
    return undefined;
  };

/** Keeps where a route was scrolled when the shopper leaves it (restored on going back). */
export const saveScrollPosition =
  (payload: { fullPath: string; position: ScrollPosition }): HistoryThunk<undefined> =>
  (dispatch, getState, extra) => {
    dispatch(scrollPositionSaved(payload));
    extra.history?.schedule(storedOf(getState()));
    return undefined;
  };

/** Reads the history an earlier page stored and merges it before the paths visited since. */
export const restoreHistory = (): HistoryThunk<Promise<undefined>> => async (dispatch, _getState, extra) => {
  const stored = extra.history ? await extra.history.load() : null;
  dispatch(historyRestored({ stored, maxEntries: extra.config.history.maxEntries }));
  return undefined;
};

/** presentation-content.md §7 "remove stored paths": empties the history, also the stored one. */
export const clearHistory = (): HistoryThunk<undefined> => (dispatch, getState, extra) => {
  dispatch(historyCleared());
  extra.history?.schedule(storedOf(getState()));
  return undefined;
};
