/**
 * commerce-core.md §2 "Navigation history keeps the last 30 visited full paths"
 * (`config.history.maxEntries`): the path is appended (a repeat of the current path, e.g. a
 * reload, is not added twice) and the oldest fall off.
 */
export function pushHistoryPath(paths: readonly string[], fullPath: string, maxEntries: number): string[] {
  const next = paths.at(-1) === fullPath ? [...paths] : [...paths, fullPath];
  return next.slice(-maxEntries);
}

/** Without the router's word: going to the path before the current one is going back. */
export function inferBackNavigation(paths: readonly string[], fullPath: string): boolean {
  return paths.length >= 2 && paths.at(-2) === fullPath;
}

/** presentation-content.md §2 back control: the stored previous path, otherwise `fallback`. */
export function previousPathOr(paths: readonly string[], fallback: string): string {
  return paths.at(-2) ?? fallback;
}

/** Merges paths stored by an earlier page (older) with the ones visited since (newer). */
export function mergeRestoredPaths(stored: readonly string[], current: readonly string[], maxEntries: number): string[] {
  let merged = [...stored];
  for (const path of current) merged = pushHistoryPath(merged, path, Number.MAX_SAFE_INTEGER);
  return merged.slice(-maxEntries);
}
