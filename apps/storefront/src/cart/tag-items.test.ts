import { describe, expect, it } from "vitest";
import { tagItemsOf } from "./tag-items";

describe("tagItemsOf", () => {
  it.each([
    ["a simple line", { sku: "AC-1", name: "Socks", qty: 2, price_incl_tax: 14.95 }, { sku: "AC-1", name: "Socks", price: 14.95, quantity: 2 }],
    ["a configurable's variant", { sku: "SH-1-M", parentSku: "SH-1", name: "Shirt", qty: 1, price_incl_tax: 59.95 }, { sku: "SH-1-M", name: "Shirt", price: 59.95, quantity: 1, variant: "SH-1-M" }],
    ["no known price", { sku: "AC-2", name: "Belt", qty: 1 }, { sku: "AC-2", name: "Belt", price: 0, quantity: 1 }],
  ])("%s", (_name, line, expected) => {
    expect(tagItemsOf([line])).toEqual([expected]);
  });
});
