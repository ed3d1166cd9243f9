import { describe, expect, it } from "vitest";
import { listboxPlacement } from "./listbox-placement";

describe("listboxPlacement (presentation-content.md §9 Select: 49 px rows, 5 rows minimum, viewport − 16 px)", () => {
  it.each([
    ["plenty of room below: down, as tall as the options", { spaceAbove: 100, spaceBelow: 700, viewportHeight: 800, optionCount: 8 }, "down", 8 * 49],
    ["little room below, more above: up", { spaceAbove: 600, spaceBelow: 120, viewportHeight: 800, optionCount: 8 }, "up", 8 * 49],
    ["room below for the 5 minimum rows: stays down, shrinks to the room", { spaceAbove: 500, spaceBelow: 300, viewportHeight: 800, optionCount: 20 }, "down", 292],
    ["never below the minimum rows", { spaceAbove: 100, spaceBelow: 108, viewportHeight: 800, optionCount: 20 }, "down", 5 * 49],
    ["few options: the minimum is their count", { spaceAbove: 300, spaceBelow: 120, viewportHeight: 800, optionCount: 2 }, "down", 2 * 49],
    ["capped to the viewport minus 16 px", { spaceAbove: 0, spaceBelow: 2000, viewportHeight: 200, optionCount: 20 }, "down", 184],
    ["size dropdown minimum 4 rows", { spaceAbove: 0, spaceBelow: 100, viewportHeight: 800, optionCount: 9, minVisibleRows: 4 }, "down", 4 * 49],
    ["no options still gets one row", { spaceAbove: 0, spaceBelow: 500, viewportHeight: 800, optionCount: 0 }, "down", 49],
  ] as const)("%s", (_case, input, direction, maxHeight) => {
    expect(listboxPlacement(input)).toEqual({ direction, maxHeight });
  });
});
