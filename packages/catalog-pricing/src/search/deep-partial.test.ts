import { describe, expect, it } from "vitest";
import { z } from "zod";
import { categorySchema } from "../category.schemas";
import { productSchema } from "../product.schemas";
import { deepPartial } from "./deep-partial";

// commerce-core.md §7 "included/excluded fields": a dotted field path trims nested objects.
describe("deepPartial (documents trimmed by included/excluded fields)", () => {
  const product = deepPartial(productSchema);
  it.each<[string, unknown]>([
    ["only child skus (includeFields configurable_children.sku)", { sku: "SH", configurable_children: [{ sku: "SH-S" }, { sku: "SH-M" }] }],
    ["a stock without qty (excludeFields stock.qty)", { sku: "SH", stock: { is_in_stock: true } }],
    ["a child stock flag alone", { configurable_children: [{ stock: { is_in_stock: false } }] }],
    ["nothing at all", {}],
  ])("accepts %s", (_case, document) => {
    expect(product.safeParse(document).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ["a field of the wrong type stays an error", { sku: 7 }],
    ["a nested field of the wrong type too", { stock: { qty: "many" } }],
    ["an array of the wrong type", { configurable_children: { sku: "x" } }],
  ])("refuses %s", (_case, document) => {
    expect(product.safeParse(document).success).toBe(false);
  });

  it("keeps unknown fields of loose objects, and follows recursive children", () => {
    const category = deepPartial(categorySchema);
    const parsed = category.parse({ name: "Heren", extra: 1, children_data: [{ name: "Shirts", children_data: [{ url_path: "heren/shirts/formal" }] }] });
    expect(parsed).toEqual({ name: "Heren", extra: 1, children_data: [{ name: "Shirts", children_data: [{ url_path: "heren/shirts/formal" }] }] });
    expect(category.safeParse({ children_data: [{ children_data: [{ name: 3 }] }] }).success).toBe(false);
  });

  it("is built once per schema", () => {
    expect(deepPartial(productSchema)).toBe(product);
    expect(deepPartial(z.string())).toBeInstanceOf(z.ZodString);
  });
});
