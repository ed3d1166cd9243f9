import { describe, expect, it } from "vitest";
import { normalizeSearchWindow } from "./search-window";

describe("search window (commerce-core.md §9 Search; presentation-content.md §5 Search)", () => {
  it.each([
    ["nothing given", {}, { from: 0, size: 50 }],
    ["size 0 becomes 50", { size: 0 }, { from: 0, size: 50 }],
    ["negative size becomes 50", { size: -3 }, { from: 0, size: 50 }],
    ["negative start becomes 0", { start: -10, size: 5 }, { from: 0, size: 5 }],
    ["from wins over start", { from: 20, start: 5, size: 10 }, { from: 20, size: 10 }],
    ["start alone", { start: 7 }, { from: 7, size: 50 }],
  ])("%s", (_case, request, window) => {
    expect(normalizeSearchWindow(request)).toEqual(window);
  });

  it("uses the configured default size", () => {
    expect(normalizeSearchWindow({ size: 0 }, 16)).toEqual({ from: 0, size: 16 });
  });
});
