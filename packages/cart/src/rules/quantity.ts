/**
 * A quantity as typed (commerce-core.md §5 "Quantity strings are parsed to integers, defaulting
 * to 1 on add"; §4 "Grouped and bundle quantities are parsed to numbers, default 1"): digits
 * give their integer; anything else (empty, text, a fraction's rest, 0 or less) gives the
 * default. A number is taken whole when it is a positive integer.
 */
export function parseQuantity(value: unknown, fallback = 1): number {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 ? value : fallback;
  if (typeof value !== "string") return fallback;
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
