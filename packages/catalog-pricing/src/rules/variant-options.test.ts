import { cleanOptionLabel as coreCleanOptionLabel } from "@shop/core";
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

  // The table of the one rule is @shop/core's (clean-option-label.test.ts).
  it("is @shop/core's one cleanOptionLabel, the size dropdown's too", () => {
    expect(cleanOptionLabel).toBe(coreCleanOptionLabel);
  });
});

describe("variant choices (commerce-core.md §5: options with an empty label after cleaning are skipped)", () => {
  it("lists each option's values with cleaned labels; out-of-stock and disabled sizes shown as unavailable; values no child has left out", () => {
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

  const sizeOption = (label: string, values: { value_index: number; label: string }[]) => ({ attribute_id: "142", attribute_code: "size_ois", label, values });
  const child = (sku: string, size: number) => ({ id: size, sku, price: 10, status: 1, size_ois: size, stock: { is_in_stock: true, qty: 5, manage_stock: true } });
  const S = { value_index: 162, label: "S" };
  const XXL = { value_index: 166, label: "(XXL)" };
  const blank = { value_index: 167, label: "  " };

  it.each([
    ["a value whose label cleans to empty is skipped although an available child has it", [sizeOption("Size", [S, XXL])], [child("A-S", 162), child("A-XXL", 166)], [{ value: "162", label: "S", available: true }]],
    ["a blank label is skipped too", [sizeOption("Size", [S, blank])], [child("A-S", 162), child("A-B", 167)], [{ value: "162", label: "S", available: true }]],
    ["without children: the values are listed (nothing to check them against), empty labels skipped", [sizeOption("Size", [S, XXL, blank])], [], [{ value: "162", label: "S", available: true }]],
    ["only empty labels: the option has no values", [sizeOption("Size", [XXL])], [child("A-XXL", 166)], []],
  ])("%s", (_case, options, children, values) => {
    expect(variantOptions({ configurable_options: options, configurable_children: children }).map((option) => option.values)).toEqual([values]);
  });

  // Decision (README): the rule skips values; an option (attribute) whose own label cleans to
  // empty stays, label as sent: dropping it would leave its values unchoosable while every
  // child still differs by it.
  it("an option whose own label cleans to empty is kept, with its values", () => {
    expect(variantOptions({ configurable_options: [sizeOption("(Size)", [S])], configurable_children: [child("A-S", 162)] })).toEqual([
      { attribute_code: "size_ois", label: "(Size)", values: [{ value: "162", label: "S", available: true }] },
    ]);
  });

  it("a product without options has no choices", () => {
    expect(variantOptions({})).toEqual([]);
  });
});
