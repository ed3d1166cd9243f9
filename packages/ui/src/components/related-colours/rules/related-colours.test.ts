import { describe, expect, it } from "vitest";
import { colourRelationSkus, sortRelatedColours } from "./related-colours";

describe("sortRelatedColours (presentation-content.md §3 related colours sorted ascending by color_ois)", () => {
  it.each([
    ["ascending", [52, 49, 51], [49, 51, 52]],
    ["numerically, numeric strings too", ["100", 9, "20"], [9, "20", "100"]],
    ["without color_ois last, in their order", [undefined, 50, null, 49], [49, 50, undefined, null]],
    ["equal values keep their order", [7, 7], [7, 7]],
    ["not-a-number last", ["navy", 3], [3, "navy"]],
  ] as const)("%s", (_name, values, expected) => {
    const colours = values.map((color_ois, index) => ({ sku: `S${index}`, color_ois }));
    expect(sortRelatedColours(colours).map((colour) => colour.color_ois)).toEqual(expected);
  });

  it("keeps ties stable by the given order", () => {
    expect(sortRelatedColours([{ sku: "b", color_ois: 1 }, { sku: "a", color_ois: 1 }]).map((colour) => colour.sku)).toEqual(["b", "a"]);
  });
});

describe("colourRelationSkus (§3 product link link_type 'colorrelation')", () => {
  it.each([
    [[{ link_type: "colorrelation", linked_product_sku: "A" }, { link_type: "associated", linked_product_sku: "B" }, { link_type: "colorrelation", linked_product_sku: "A" }], ["A"]],
    [undefined, []],
  ] as const)("%o → %o", (links, expected) => {
    expect(colourRelationSkus(links)).toEqual(expected);
  });
});
