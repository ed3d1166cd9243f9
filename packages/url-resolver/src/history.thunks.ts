import { createAsyncThunk } from "@reduxjs/toolkit";
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

type HistoryThunkConfig = { state: NavigationHistoryRootState; extra: UrlResolverExtra };

const storedOf = (state: NavigationHistoryRootState): StoredHistory => ({
  paths: [...state.navigationHistory.paths],
  routes: { ...state.navigationHistory.routes },
});

/**
 * Records a navigation (commerce-core.md §2): the full path joins the last
 * `config.history.maxEntries` (30); `back` is the router's word (popstate), else inferred.
 * The history is persisted after `config.history.writeDelayMs` (100 ms) when `extra.history` is set.
 */
export const recordNavigation = createAsyncThunk<void, { fullPath: string; back?: boolean }, HistoryThunkConfig>(
  "navigationHistory/record",
  ({ fullPath, back }, { dispatch, getState, extra }) => {
    dispatch(navigated({ fullPath, ...(back !== undefined && { back }), maxEntries: extra.config.history.maxEntries }));
    extra.history?.schedule(storedOf(getState()));
  },
);

/** Keeps where a route was scrolled when the shopper leaves it (restored on going back). */
export const saveScrollPosition = createAsyncThunk<void, { fullPath: string; position: ScrollPosition }, HistoryThunkConfig>(
  "navigationHistory/saveScroll",
  (payload, { dispatch, getState, extra }) => {
    dispatch(scrollPositionSaved(payload));
    extra.history?.schedule(storedOf(getState()));
  },
);

/** Reads the history an earlier page stored and merges it before the paths visited since. */
export const restoreHistory = createAsyncThunk<void, void, HistoryThunkConfig>("navigationHistory/restore", async (_, { dispatch, extra }) => {
  const stored = extra.history ? await extra.history.load() : null;
  dispatch(historyRestored({ stored, maxEntries: extra.config.history.maxEntries }));
});

/** presentation-content.md §7 "remove stored paths": empties the history, also the stored one. */
export const clearHistory = createAsyncThunk<void, void, HistoryThunkConfig>("navigationHistory/clear", (_, { dispatch, getState, extra }) => {
  dispatch(historyCleared());
  extra.history?.schedule(storedOf(getState()));
});
