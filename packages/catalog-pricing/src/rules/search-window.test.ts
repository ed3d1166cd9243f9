import { describe, expect, it } from "vitest";
import { clampSearchWindow } from "./search-window";

describe("search window clamping (commerce-core.md §9 Search; presentation-content.md §5 Search)", () => {
  it.each([
    ["size 0 becomes 50", { start: 0, size: 0 }, { start: 0, size: 50 }],
    ["negative size becomes 50", { start: 10, size: -5 }, { start: 10, size: 50 }],
    ["missing size takes the default", { start: 5 }, { start: 5, size: 50 }],
    ["negative start becomes 0", { start: -20, size: 10 }, { start: 0, size: 10 }],
    ["missing start is 0", { size: 12 }, { start: 0, size: 12 }],
    ["positive values are kept", { start: 40, size: 20 }, { start: 40, size: 20 }],
    ["fractions are floored", { start: 2.7, size: 9.9 }, { start: 2, size: 9 }],
    ["NaN size takes the default", { start: 0, size: Number.NaN }, { start: 0, size: 50 }],
    ["a size below 1 floors to 0, so 50", { start: 0, size: 0.5 }, { start: 0, size: 50 }],
    ["a size of 0.999 is 0 too", { start: 0, size: 0.999 }, { start: 0, size: 50 }],
    ["a size of 1.5 floors to 1", { start: 0, size: 1.5 }, { start: 0, size: 1 }],
    ["a start of -0.5 floors to -1, so 0", { start: -0.5, size: 10 }, { start: 0, size: 10 }],
    ["an infinite size takes the default", { start: 0, size: Number.POSITIVE_INFINITY }, { start: 0, size: 50 }],
    ["an infinite start is 0", { start: Number.POSITIVE_INFINITY, size: 10 }, { start: 0, size: 10 }],
  ])("%s", (_case, window, expected) => {
    expect(clampSearchWindow(window, 50)).toEqual(expected);
  });
});
