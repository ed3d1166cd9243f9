import { describe, expect, it } from "vitest";
import { cleanOptionLabel } from "./clean-option-label";

describe("cleanOptionLabel (presentation-content.md §5: parenthesised text stripped, empty labels skipped)", () => {
  it.each([
    ["M", "M"],
    ["46 (XS)", "46"],
    ["XL (54 (EU))", "XL"],
    ["  L   (52) ", "L"],
    ["(unknown)", ""],
    ["0", "0"],
    ["XL )", "XL"],
    ["32 / 34", "32 / 34"],
  ])("%j → %j", (label, expected) => {
    expect(cleanOptionLabel(label)).toBe(expected);
  });
});
