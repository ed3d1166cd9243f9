import { describe, expect, it } from "vitest";
import { orderRequestSchema } from "./order.schemas";

const address = { firstname: "Jan", lastname: "Jansen", street: ["Keizersgracht", "12"], city: "Amsterdam", postcode: "1015 CS", country_id: "NL" };
const order = {
  order_id: "ord_2026_0001",
  created_at: "2026-11-01T10:00:00.000Z",
  store_code: "nl",
  products: [{ sku: "SH-OXF-WHT-M", qty: 1 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email: "jan@example.nl" },
    shipping_method_code: "flatrate",
    shipping_carrier_code: "flatrate",
    payment_method_code: "ideal",
  },
};

describe("order body (commerce-core.md §3 Checkout state; body 'not shown')", () => {
  it("parses a complete order", () => {
    expect(orderRequestSchema.parse(order).products).toHaveLength(1);
  });

  it.each([
    ["no products", { products: [] }, "products", "Shopping cart is empty. Please add some products before entering Checkout"],
    ["an order id with spaces", { order_id: "order one two" }, "order_id", "order_id may hold letters, digits, _ and - only"],
    ["a zero quantity", { products: [{ sku: "A", qty: 0 }] }, "products.0.qty", "Quantity must be above 0."],
    ["a billing address without email", { addressInformation: { ...order.addressInformation, billingAddress: address } }, "addressInformation.billingAddress.email", undefined],
  ])("rejects %s at its path", (_case, change, path, message) => {
    const issue = orderRequestSchema.safeParse({ ...order, ...change }).error?.issues[0];
    expect(issue?.path.join(".")).toBe(path);
    if (message !== undefined) expect(issue?.message).toBe(message);
  });
});
