import { dimensions } from "../../../tokens/tokens";

/** presentation-content.md §9 "Select": rows of 49 px (the `--shop-select-row` token), 5 rows minimum (4 in the size dropdown), capped to the viewport minus 16 px. */
export const SELECT_ROW_HEIGHT = dimensions["select-row"];
export const SELECT_MIN_VISIBLE_ROWS = 5;
export const SIZE_SELECT_MIN_VISIBLE_ROWS = 4;
export const LISTBOX_VIEWPORT_MARGIN = 16;

export interface ListboxPlacementInput {
  /** Free space between the viewport top and the trigger, px. */
  spaceAbove: number;
  /** Free space between the trigger and the viewport bottom, px. */
  spaceBelow: number;
  viewportHeight: number;
  optionCount: number;
  rowHeight?: number;
  minVisibleRows?: number;
  viewportMargin?: number;
}

export interface ListboxPlacement {
  direction: "down" | "up";
  /** px */
  maxHeight: number;
}

/**
 * Where the listbox opens and how tall it may grow. It needs room for its minimum rows
 * (min(options, minVisibleRows) × rowHeight); it opens downwards when that fits below the
 * trigger or below has at least as much room as above, upwards otherwise. It grows to its
 * options' height, to the free space on its side, but never below the minimum rows and never
 * above the viewport minus the margin.
 */
export function listboxPlacement(input: ListboxPlacementInput): ListboxPlacement {
  const rowHeight = input.rowHeight ?? SELECT_ROW_HEIGHT;
  const minRows = input.minVisibleRows ?? SELECT_MIN_VISIBLE_ROWS;
  const margin = input.viewportMargin ?? LISTBOX_VIEWPORT_MARGIN;
  const full = Math.max(input.optionCount, 1) * rowHeight;
  const minimum = Math.min(Math.max(input.optionCount, 1), minRows) * rowHeight;
  const below = Math.max(input.spaceBelow - margin / 2, 0);
  const above = Math.max(input.spaceAbove - margin / 2, 0);
  const direction = below >= minimum || below >= above ? "down" : "up";
  const room = direction === "down" ? below : above;
  const cap = Math.max(input.viewportHeight - margin, rowHeight);
  return { direction, maxHeight: Math.min(full, Math.max(room, minimum), cap) };
}
