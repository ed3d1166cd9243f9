import { describe, expect, it } from "vitest";
import { cleanOptionLabel, ONE_SIZE_LABEL } from "./clean-option-label";

describe("cleanOptionLabel (presentation-content.md §5 Size dropdown: parenthesised text stripped, a size labelled 0 shown as One Size, empty labels skipped)", () => {
  it.each([
    ["M", "M"],
    ["46 (XS)", "46"],
    ["XL (54 (EU))", "XL"],
    ["  L   (52) ", "L"],
    ["Extra  (long)  fit", "Extra fit"],
    ["(unknown)", ""],
    ["XL )", "XL"],
    ["32 / 34", "32 / 34"],
    // §5 "A size labelled 0 is shown as One Size", after the stripping.
    ["0", "One Size"],
    [" 0 ", "One Size"],
    ["0 (one size)", "One Size"],
    ["(EU) 0", "One Size"],
    ["One Size", "One Size"],
    ["10", "10"],
    ["0.5", "0.5"],
    ["00", "00"],
  ])("%j → %j", (label, expected) => {
    expect(cleanOptionLabel(label)).toBe(expected);
  });

  it("One Size is the i18n key @shop/i18n translates", () => {
    expect(ONE_SIZE_LABEL).toBe("One Size");
  });
});
