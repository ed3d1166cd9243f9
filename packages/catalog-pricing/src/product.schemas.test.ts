import { describe, expect, it } from "vitest";
import { productSchema, serverPricedProductSchema } from "./product.schemas";

const shirt = {
  id: 1001,
  sku: "SH-OXF-WHT",
  name: "Oxford shirt",
  type_id: "configurable",
  status: 1,
  visibility: 4,
  price: 79.95,
  special_price: null,
  special_from_date: "2024-01-01 00:00:00",
  special_to_date: null,
  new: "1",
  sale: 0,
  configurable_children: [{ id: 10011, sku: "SH-OXF-WHT-M", price: 79.95, color_ois: 49, size_ois: "167" }],
  configurable_options: [{ attribute_id: "93", attribute_code: "size_ois", label: "Size", values: [{ value_index: 167, label: "M" }] }],
  custom_options: [{ option_id: 1, title: "Monogram", type: "field", is_require: false, price: 7.5, price_type: "fixed" }],
  product_labels: [{ type: 1, position: 0, label_text: "Sale", label_background_color: "#000", label_text_color: "#fff" }],
  brand_ois: 12,
  some_indexer_field: { anything: true },
};

describe("product document (commerce-core.md §3 Product)", () => {
  it("parses a Magento-kind document and keeps unknown attributes", () => {
    const product = productSchema.parse(shirt);
    expect(product.new).toBe(true);
    expect(product.sale).toBe(false);
    expect(product.some_indexer_field).toEqual({ anything: true });
  });

  it.each([
    ["an unknown type_id", { type_id: "kit" }],
    ["visibility 5", { visibility: 5 }],
    ["a price as text", { price: "79.95" }],
    ["a custom option price type other than fixed or percent", { custom_options: [{ ...shirt.custom_options[0], price_type: "relative" }] }],
    ["a label type other than 1 or 2", { product_labels: [{ ...shirt.product_labels[0], type: 3 }] }],
    ["a child without sku", { configurable_children: [{ id: 1, price: 1 }] }],
  ])("rejects %s", (_case, change) => {
    expect(productSchema.safeParse({ ...shirt, ...change }).success).toBe(false);
  });

  // The special-price rule reads the dates (commerce-core.md §4 Price rules): an empty one is an
  // open end, a malformed one makes the special price not count. The wire does not drop the product.
  it.each([
    ["a date-time", "2024-01-01 00:00:00"],
    ["a date", "2024-01-01"],
    ["null", null],
    ["an empty date", ""],
    ["a date in another format", "01/01/2024"],
    ["text that is no date", "soon"],
  ])("keeps a product whose special_from_date is %s", (_case, date) => {
    expect(productSchema.parse({ ...shirt, special_from_date: date, special_to_date: date }).special_from_date).toBe(date);
  });

  // commerce-core.md §4 "A quantity below 0 is ignored in totals": the price rule's, so the wire keeps any number.
  it.each([
    ["a bundle link", { bundle_options: [{ option_id: 1, title: "Socks", product_links: [{ id: 1, sku: "AC-SOK-NAV", qty: -1, is_default: true }] }] }],
    ["a product link", { product_links: [{ link_type: "associated", linked_product_sku: "AC-SOK-NAV", qty: -1 }] }],
  ])("keeps %s with a quantity below 0", (_case, change) => {
    expect(productSchema.safeParse({ ...shirt, ...change }).success).toBe(true);
  });

  it("a server-priced product must carry every incl_tax price", () => {
    expect(serverPricedProductSchema.safeParse(shirt).success).toBe(false);
    const priced = { price_incl_tax: 79.95, price_tax: 13.88, final_price: 79.95, final_price_incl_tax: 79.95, final_price_tax: 13.88, regular_price: 79.95, regular_price_incl_tax: 79.95, original_price: 79.95, original_price_incl_tax: 79.95 };
    const children = [{ ...shirt.configurable_children[0], ...priced }];
    expect(serverPricedProductSchema.safeParse({ ...shirt, ...priced, configurable_children: children }).success).toBe(true);
  });
});
