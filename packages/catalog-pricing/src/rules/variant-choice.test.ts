import { describe, expect, it } from "vitest";
import { configurableShirt } from "../testing/fixtures";
import { chooseVariant } from "./variant-choice";

// Sizes: XS 161 sold out, S 162 in stock, M 163 disabled, L 164 in stock, XL 165 in stock.
describe("variant choice (commerce-core.md §4 Variant choice; presentation-content.md §4)", () => {
  it.each([
    ["the matching child", { size_ois: 164 }, true, "SH-OXF-WHT-L", true],
    ["matching on every chosen attribute (string values)", { color_ois: "49", size_ois: "165" }, true, "SH-OXF-WHT-XL", true],
    ["out of stock is skipped → the default", { size_ois: 161 }, true, "SH-OXF-WHT-S", false],
    ["status 2 is skipped → the default", { size_ois: 163 }, true, "SH-OXF-WHT-S", false],
    ["no such value → the default", { size_ois: 999 }, true, "SH-OXF-WHT-S", false],
    ["nothing chosen → the first available", {}, true, "SH-OXF-WHT-S", true],
    ["out of stock without fallback → none", { size_ois: 161 }, false, undefined, false],
    ["a match without fallback", { size_ois: 162 }, false, "SH-OXF-WHT-S", true],
  ])("%s", (_case, configuration, fallback, sku, matched) => {
    const choice = chooseVariant(configurableShirt, configuration, fallback);
    expect(choice.variant?.sku).toBe(sku);
    expect(choice.matched).toBe(matched);
  });

  it("the fallback's configuration describes the default variant", () => {
    expect(chooseVariant(configurableShirt, { size_ois: 161 }, true).configuration).toEqual({ color_ois: "49", size_ois: "162" });
  });

  it("no available child at all → no variant, the chosen configuration kept", () => {
    const soldOut = { ...configurableShirt, configurable_children: configurableShirt.configurable_children?.map((child) => ({ ...child, stock: { is_in_stock: false, qty: 0, manage_stock: true } })) };
    expect(chooseVariant(soldOut, { size_ois: 162 }, true)).toEqual({ variant: undefined, matched: false, configuration: { size_ois: "162" } });
  });

  it("reads an attribute from custom_attributes when the child has no own field", () => {
    const child = { id: 1, sku: "C", custom_attributes: [{ attribute_code: "size_ois", value: "170" }], price: 1 };
    expect(chooseVariant({ configurable_children: [child] }, { size_ois: 170 }, false).variant?.sku).toBe("C");
  });
});
