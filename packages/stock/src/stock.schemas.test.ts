import { describe, expect, it } from "vitest";
import { salableResultSchema, stockItemSchema } from "./stock.schemas";

describe("stock items (commerce-core.md §7 Stock)", () => {
  const item = { product_id: 1, sku: "SH-1-M", qty: 3, is_in_stock: true, manage_stock: true, low_stock_date: null };

  it("parses a stock item and keeps extra Magento fields", () => {
    expect(stockItemSchema.parse(item)).toMatchObject({ is_in_stock: true, low_stock_date: null });
  });

  it.each([
    ["no product_id", { ...item, product_id: undefined }],
    ["is_in_stock as 1", { ...item, is_in_stock: 1 }],
    ["qty as text", { ...item, qty: "3" }],
  ])("rejects %s", (_case, reply) => {
    expect(stockItemSchema.safeParse(reply).success).toBe(false);
  });

  it("a salable result carries its errors", () => {
    const result = { sku: "A", qty: 5, is_salable: false, errors: [{ code: "requested-quantity-is-not-salable", message: "Not enough stock" }] };
    expect(salableResultSchema.parse(result).errors).toHaveLength(1);
    expect(salableResultSchema.safeParse({ sku: "A", qty: 5, is_salable: "no", errors: [] }).success).toBe(false);
  });
});
