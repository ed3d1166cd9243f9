import { describe, expect, it } from "vitest";
import { lineIdentity, optionsChecksum } from "./line-identity";

const configurable = (size: string | number, color: string | number = 49) => ({
  extension_attributes: { configurable_item_options: [{ option_id: "142", option_value: size }, { option_id: 93, option_value: color }] },
});

// issue "line identity is a checksum of the product options": the same variant joins one line, two variants never do.
describe("line identity (commerce-core.md §3 Cart item checksum)", () => {
  it.each([
    ["the same configurable options in another order and spelling", configurable(163), { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: "49" }, { option_id: 142, option_value: "163", label: "Size", value: "L" }] } }],
    ["custom options with labels and prices, a blank text left out", { extension_attributes: { custom_options: [{ option_id: 4, option_value: "Jan " }, { option_id: 5, option_value: "" }] } }, { extension_attributes: { custom_options: [{ option_id: "4", option_value: "Jan", price: 5 }] } }],
    ["bundle selections as numbers or text", { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [12] }] } }, { extension_attributes: { bundle_options: [{ option_id: "1", option_qty: 2, option_selections: ["12"] }] } }],
    ["no options and empty option lists", undefined, { extension_attributes: { custom_options: [], configurable_item_options: [] } }],
  ])("one line: %s", (_case, a, b) => {
    expect(optionsChecksum(a)).toBe(optionsChecksum(b));
    expect(lineIdentity({ sku: "X", product_option: a })).toBe(lineIdentity({ sku: "X", product_option: b }));
  });

  it.each([
    ["two sizes", configurable(163), configurable(164)],
    ["two colours", configurable(163, 49), configurable(163, 50)],
    ["a custom text and none", { extension_attributes: { custom_options: [{ option_id: 4, option_value: "Jan" }] } }, undefined],
    ["two engravings", { extension_attributes: { custom_options: [{ option_id: 4, option_value: "Jan" }] } }, { extension_attributes: { custom_options: [{ option_id: 4, option_value: "Piet" }] } }],
    ["two bundle quantities", { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [12] }] } }, { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [12] }] } }],
    ["two bundle selections", { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [12] }] } }, { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [13] }] } }],
  ])("two lines: %s", (_case, a, b) => {
    expect(optionsChecksum(a)).not.toBe(optionsChecksum(b));
  });

  it("two skus with the same options are two lines", () => {
    expect(lineIdentity({ sku: "A" })).not.toBe(lineIdentity({ sku: "B" }));
  });
});
