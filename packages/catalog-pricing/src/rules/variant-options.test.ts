import { describe, expect, it } from "vitest";
import { configurableShirt } from "../testing/fixtures";
import { cleanOptionLabel, variantOptions } from "./variant-options";

describe("option labels (presentation-content.md §5 Size dropdown; commerce-core.md §5)", () => {
  it.each([
    ["46 (XS)", "46"],
    ["0", "One Size"],
    [" 0 ", "One Size"],
    ["(XXL)", ""],
    ["L", "L"],
    ["Extra  (long)  fit", "Extra fit"],
    ["XL (54 (EU))", "XL"],
    ["0 (one size)", "One Size"],
  ])("%j → %j", (label, cleaned) => {
    expect(cleanOptionLabel(label)).toBe(cleaned);
  });
});

describe("variant choices (commerce-core.md §5: options with an empty label after cleaning are skipped)", () => {
  it("lists each option's values with cleaned labels; out-of-stock and disabled sizes shown as unavailable; empty labels skipped", () => {
    const [color, size] = variantOptions(configurableShirt);
    expect(color).toEqual({ attribute_code: "color_ois", label: "Colour", values: [{ value: "49", label: "White", available: true }] });
    expect(size?.values).toEqual([
      { value: "161", label: "XS", available: false },
      { value: "162", label: "S", available: true },
      { value: "163", label: "M", available: false },
      { value: "164", label: "L", available: true },
      { value: "165", label: "XL", available: true },
    ]);
  });

  it("a product without options has no choices", () => {
    expect(variantOptions({})).toEqual([]);
  });
});
