import { describe, expect, it } from "vitest";
import type { BundleOptionView, CustomOptionView } from "../product-info.types";
import { bundleOptionIsMultiple, customOptionShown, defaultBundleSelections, missingBundleOptions, missingCustomOptions, surchargeOf } from "./buy-box";

const link = (id: number, is_default = false) => ({ id, sku: `L${id}`, qty: 1, is_default });

describe("defaultBundleSelections (commerce-core.md §4 default option of each bundle option, first link if none is default)", () => {
  it.each<[string, BundleOptionView, string[]]>([
    ["the default link", { option_id: 1, title: "Shirt", type: "radio", product_links: [link(1), link(2, true)] }, ["2"]],
    ["the first link when none is default", { option_id: 1, title: "Shirt", type: "select", product_links: [link(1), link(2)] }, ["1"]],
    ["one link for a single choice with two defaults", { option_id: 1, title: "Shirt", product_links: [link(1, true), link(2, true)] }, ["1"]],
    ["every default of a checkbox option", { option_id: 1, title: "Extras", type: "checkbox", product_links: [link(1, true), link(2), link(3, true)] }, ["1", "3"]],
    ["nothing for an option without links", { option_id: 1, title: "Empty", product_links: [] }, []],
  ])("%s", (_name, option, expected) => {
    expect(defaultBundleSelections([option])).toEqual({ "1": expected });
  });

  it("multi and checkbox take several links, select, radio and unset one", () => {
    expect([bundleOptionIsMultiple({ type: "checkbox" }), bundleOptionIsMultiple({ type: "multi" }), bundleOptionIsMultiple({ type: "radio" }), bundleOptionIsMultiple({ type: undefined })]).toEqual([true, true, false, false]);
  });
});

describe("missing choices", () => {
  const options: BundleOptionView[] = [
    { option_id: 1, title: "Jacket", product_links: [link(1)] },
    { option_id: 2, title: "Tie", required: false, product_links: [link(2)] },
  ];
  it.each([
    [{ "1": ["1"] }, []],
    [{}, ["Jacket"]],
    [{ "1": [], "2": [] }, ["Jacket"]],
  ])("bundle selections %o miss %o (required unless false)", (selections, expected) => {
    expect(missingBundleOptions(options, selections)).toEqual(expected);
  });

  const custom: CustomOptionView[] = [
    { option_id: 7, title: "Monogram", type: "field", is_require: true, price: 5, price_type: "fixed" },
    { option_id: 8, title: "Gift box", type: "drop_down", is_require: false, values: [] },
  ];
  it.each([
    [{ "7": "JD" }, []],
    [{ "7": "  " }, ["Monogram"]],
    [{}, ["Monogram"]],
  ])("custom values %o miss %o", (values, expected) => {
    expect(missingCustomOptions(custom, values)).toEqual(expected);
  });

  it.each([
    ["drop_down", true],
    ["radio", true],
    ["field", true],
    ["area", true],
    ["file", false],
    ["date", false],
  ])("custom option type %s shown: %s", (type, shown) => {
    expect(customOptionShown({ type })).toBe(shown);
  });
});

describe("surchargeOf (commerce-core.md §4 fixed adds the amount, percent a percentage of the price)", () => {
  it.each([
    [5, "fixed", { kind: "fixed", amount: 5 }],
    [10, "percent", { kind: "percent", percent: 10 }],
    [5, undefined, { kind: "fixed", amount: 5 }],
    [0, "fixed", null],
    [undefined, "percent", null],
  ] as const)("%s %s → %o", (price, type, expected) => {
    expect(surchargeOf(price, type)).toEqual(expected);
  });
});
