import { describe, expect, it } from "vitest";
import { childAttributeValue, isChildAvailable, type ConfigurableChildFields } from "./configurable-child";

describe("configurable children (commerce-core.md §4 Variant choice, §3 configurable_children)", () => {
  it.each<[string, ConfigurableChildFields, boolean]>([
    ["enabled and in stock", { status: 1, stock: { is_in_stock: true } }, true],
    ["status 0", { status: 0 }, true],
    ["no status and no stock data", {}, true],
    ["status 2 is skipped", { status: 2, stock: { is_in_stock: true } }, false],
    ["status 3 is skipped", { status: 3 }, false],
    ["out of stock is skipped", { status: 1, stock: { is_in_stock: false } }, false],
  ])("isChildAvailable: %s → %s", (_case, child, available) => {
    expect(isChildAvailable(child)).toBe(available);
  });

  const child = {
    size_ois: 163,
    color_ois: "49",
    custom_attributes: [
      { attribute_code: "size_ois", value: "999" },
      { attribute_code: "fit_ois", value: 12 },
      { attribute_code: "care_ois", value: { wash: 30 } },
    ],
    empty_ois: null,
  };
  it.each([
    ["a number field, as text", "size_ois", "163"],
    ["a text field", "color_ois", "49"],
    ["the own field before custom_attributes", "size_ois", "163"],
    ["a custom_attributes entry when there is no field", "fit_ois", "12"],
    ["nothing for a value that is not text or a number", "care_ois", undefined],
    ["nothing for a null field without an entry", "empty_ois", undefined],
    ["nothing for an unknown attribute", "shoe_size", undefined],
  ])("childAttributeValue: %s", (_case, code, expected) => {
    expect(childAttributeValue(child, code)).toBe(expected);
  });
});
