import { clampSearchWindow } from "@shop/catalog-pricing";

/** commerce-core.md §9: "default search size 50 (size of 0 or less becomes 50; negative start becomes 0)". */
export const DEFAULT_SEARCH_SIZE = 50;

export interface SearchWindow {
  from: number;
  size: number;
}

/**
 * The page of hits a search asks for, clamped by the storefront's own rule
 * (`clampSearchWindow`); `start` is the older name of `from`.
 */
export function normalizeSearchWindow(
  request: { from?: number | undefined; start?: number | undefined; size?: number | undefined },
  defaultSize: number = DEFAULT_SEARCH_SIZE,
): SearchWindow {
  const { start, size } = clampSearchWindow({ start: request.from ?? request.start, size: request.size }, defaultSize);
  return { from: start, size };
}
