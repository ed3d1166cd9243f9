import type { NavigationHistoryRootState, RouteHistoryState, ScrollPosition } from "./history.slice";
import { previousPathOr } from "./rules/history";

export const selectHistoryPaths = (state: NavigationHistoryRootState): readonly string[] => state.navigationHistory.paths;

/** The path before the current one, else `fallback` (the back control's target). */
export const selectPreviousPath = (state: NavigationHistoryRootState, fallback: string): string =>
  previousPathOr(state.navigationHistory.paths, fallback);

export const selectRouteHistory = (state: NavigationHistoryRootState, fullPath: string): RouteHistoryState | undefined =>
  state.navigationHistory.routes[fullPath];

export const selectIsBackNavigation = (state: NavigationHistoryRootState, fullPath: string): boolean =>
  state.navigationHistory.routes[fullPath]?.backNavigation ?? false;

/** The saved scroll position of a route, to restore when it is reached by going back. */
export const selectScrollPosition = (state: NavigationHistoryRootState, fullPath: string): ScrollPosition | null =>
  state.navigationHistory.routes[fullPath]?.scroll ?? null;
