import { describe, expect, it } from "vitest";
import { dragCloses, sheetCloseDelay, sheetOffset, sheetPhaseOnOpenChange } from "./bottom-sheet-rules";

describe("dragCloses (presentation-content.md §2: dragged down more than 100px closes; §9 threshold 100 px)", () => {
  it.each([
    [0, false],
    [99, false],
    [100, false],
    [100.5, true],
    [101, true],
    [400, true],
    [-300, false],
  ])("drag %i px → %s", (deltaY, expected) => {
    expect(dragCloses(deltaY)).toBe(expected);
  });
});

describe("sheetCloseDelay (presentation-content.md §9: modal close delay 400 ms)", () => {
  it.each([
    [false, 400],
    [true, 0],
  ])("reduced motion %s → %i ms", (reduced, expected) => {
    expect(sheetCloseDelay(reduced)).toBe(expected);
  });
});

describe("sheetOffset", () => {
  it.each([
    [-20, 0],
    [0, 0],
    [42, 42],
  ])("%i → %i", (deltaY, expected) => {
    expect(sheetOffset(deltaY)).toBe(expected);
  });
});

describe("sheetPhaseOnOpenChange (presentation-content.md §2 Modals, §9 close delay 400 ms whoever closes)", () => {
  it.each([
    ["the owner closes an open sheet: it slides out, no onClose", "shown", false, "closing-by-owner"],
    ["the owner closes during the sheet's own slide-out: no onClose for a closed sheet", "closing", false, "closing-by-owner"],
    ["the owner acknowledges the sheet's own close", "closed", false, "shown"],
    ["the owner reopens during its slide-out", "closing-by-owner", true, "shown"],
    ["the owner opens a closed sheet", "shown", true, "shown"],
  ] as const)("%s", (_case, phase, open, expected) => {
    expect(sheetPhaseOnOpenChange(phase, open)).toBe(expected);
  });
});
