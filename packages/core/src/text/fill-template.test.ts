import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate ({{name}} interpolation as i18next does it)", () => {
  it.each([
    ["no values", "No entity type registered for {{type}}", undefined, "No entity type registered for {{type}}"],
    ["one value", "No entity type registered for {{type}}", { type: "cms" }, "No entity type registered for cms"],
    ["spaces and numbers", "Only {{ maxQuantity }} left", { maxQuantity: 3 }, "Only 3 left"],
    ["every occurrence", "{{a}}-{{a}}", { a: "x" }, "x-x"],
    ["unknown names stay", "{{a}} {{b}}", { a: "x" }, "x {{b}}"],
    ["inherited names are not values", "{{toString}}", {}, "{{toString}}"],
  ])("%s", (_case, text, values, expected) => {
    expect(fillTemplate(text, values)).toBe(expected);
  });
});
