import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { z } from "zod";
import { inferBackNavigation, mergeRestoredPaths, pushHistoryPath } from "./rules/history";

export const scrollPositionSchema = z.object({ x: z.number(), y: z.number() });
export type ScrollPosition = z.infer<typeof scrollPositionSchema>;

export const routeHistoryStateSchema = z.object({
  /** The route was last reached by going back. */
  backNavigation: z.boolean(),
  /** Where the page was scrolled when the shopper left it; null until saved. */
  scroll: scrollPositionSchema.nullable(),
});
export type RouteHistoryState = z.infer<typeof routeHistoryStateSchema>;

/** What is persisted (and validated when read back). */
export const storedHistorySchema = z.object({
  paths: z.array(z.string().min(1)),
  routes: z.record(z.string(), routeHistoryStateSchema),
});
export type StoredHistory = z.infer<typeof storedHistorySchema>;

export interface NavigationHistoryState extends StoredHistory {
  /** The stored history of an earlier page has been read (or there was none). */
  restored: boolean;
}

const initialState: NavigationHistoryState = { paths: [], routes: {}, restored: false };

/** Per-route state is kept only for paths still in the history. */
function prune(state: NavigationHistoryState) {
  const kept = new Set(state.paths);
  state.routes = Object.fromEntries(Object.entries(state.routes).filter(([path]) => kept.has(path)));
}

/** commerce-core.md §2: the last 30 full paths; a back-navigation flag and scroll position per route. */
export const navigationHistorySlice = createSlice({
  name: "navigationHistory",
  initialState,
  reducers: {
    navigated(state: NavigationHistoryState, action: PayloadAction<{ fullPath: string; back?: boolean; maxEntries: number }>) {
      const { fullPath, maxEntries } = action.payload;
      const back = action.payload.back ?? inferBackNavigation(state.paths, fullPath);
      state.paths = pushHistoryPath(state.paths, fullPath, maxEntries);
      state.routes[fullPath] = { backNavigation: back, scroll: state.routes[fullPath]?.scroll ?? null };
      prune(state);
    },
    scrollPositionSaved(state: NavigationHistoryState, action: PayloadAction<{ fullPath: string; position: ScrollPosition }>) {
      const route = state.routes[action.payload.fullPath];
      if (route) route.scroll = action.payload.position;
    },
    historyRestored(state: NavigationHistoryState, action: PayloadAction<{ stored: StoredHistory | null; maxEntries: number }>) {
      const { stored, maxEntries } = action.payload;
      state.restored = true;
      if (!stored) return;
      state.paths = mergeRestoredPaths(stored.paths, state.paths, maxEntries);
      state.routes = { ...stored.routes, ...state.routes };
      prune(state);
    },
    /** presentation-content.md §7 "remove stored paths". */
    historyCleared(state: NavigationHistoryState) {
      state.paths = [];
      state.routes = {};
    },
  },
});

export const { navigated, scrollPositionSaved, historyRestored, historyCleared } = navigationHistorySlice.actions;
export type NavigationHistoryRootState = { navigationHistory: NavigationHistoryState };
