
/**
 * The active suggestion after a key (WAI-ARIA APG combobox with listbox popup): ↓ from the
 * field goes to the first and ↑ to the last; both wrap at the ends, back through the field
 * (null: the text field itself is active again). Home and End are left to the text field.
 */
export function nextActiveIndex(current: number | null, key: "ArrowDown" | "ArrowUp", count: number): number | null {
  if (count <= 0) return null;
  if (key === "ArrowDown") {
    if (current === null) return 0;
    return current + 1 >= count ? null : current + 1;
  }
  if (current === null) return count - 1;
  return current - 1 < 0 ? null : current - 1;
}
