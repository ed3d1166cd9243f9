/**
 * commerce-core.md §9 / presentation-content.md §5: "size of 0 or less becomes 50; negative
 * start becomes 0" (50 is `search.defaultSize`). A missing size also takes the default.
 */
export function clampSearchWindow(window: { start?: number | undefined; size?: number | undefined }, defaultSize: number): { start: number; size: number } {
  const size = window.size === undefined || !(window.size > 0) ? defaultSize : Math.floor(window.size);
  const start = window.start === undefined || !(window.start > 0) ? 0 : Math.floor(window.start);
  return { start, size };
}
