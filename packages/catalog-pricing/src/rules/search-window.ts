/**
 * commerce-core.md §9 / presentation-content.md §5: "size of 0 or less becomes 50; negative
 * start becomes 0" (50 is `search.defaultSize`). A missing size also takes the default.
 * Fractions are floored first, then clamped: a size of 0.5 is a size of 0, so 50 (a window
 * is whole hits). A size or start that is not a finite number takes the default / 0.
 */
export function clampSearchWindow(window: { start?: number | undefined; size?: number | undefined }, defaultSize: number): { start: number; size: number } {
  const size = wholeOrNaN(window.size);
  const start = wholeOrNaN(window.start);
  return { start: start > 0 ? start : 0, size: size > 0 ? size : defaultSize };
}

/** The whole number below `value`; NaN (which no clamp keeps) for a missing or infinite one. */
const wholeOrNaN = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? Math.floor(value) : Number.NaN);
