import { describe, expect, it } from "vitest";
import { filterSource } from "./source-fields";

const doc = { sku: "A", name: "Shirt", stock: { qty: 1, is_in_stock: true }, configurable_children: [{ sku: "A-M", price: 1, stock: { qty: 0 } }] };

describe("_source includes and excludes (commerce-core.md §7 included/excluded fields)", () => {
  it.each([
    ["includes top-level fields", ["sku", "name"], undefined, { sku: "A", name: "Shirt" }],
    ["includes a nested field", ["stock.qty"], undefined, { stock: { qty: 1 } }],
    ["includes through an array", ["configurable_children.sku"], undefined, { configurable_children: [{ sku: "A-M" }] }],
    ["excludes a field", undefined, ["configurable_children"], { sku: "A", name: "Shirt", stock: { qty: 1, is_in_stock: true } }],
    ["excludes through an array", ["configurable_children"], ["configurable_children.stock"], { configurable_children: [{ sku: "A-M", price: 1 }] }],
    ["ignores unknown paths", ["nope"], ["also.nope"], {}],
  ])("%s", (_case, includes, excludes, expected) => {
    expect(filterSource(doc, includes, excludes)).toEqual(expected);
  });
});
