import { describe, expect, it } from "vitest";
import { cartIdSchema, cartItemUpdateRequestSchema } from "./cart-item.schemas";
import { collectTotalsRequestSchema } from "./methods.schemas";
import { totalsItemOptionsSchema } from "./totals.schemas";

describe("cart wire schemas (commerce-core.md §7 Cart)", () => {
  it.each([
    ["a masked guest id", "a1b2c3", "a1b2c3"],
    ["a customer quote number", 42, "42"],
  ])("cart id: %s", (_case, id, parsed) => {
    expect(cartIdSchema.parse(id)).toBe(parsed);
  });

  it.each([
    ["Magento's JSON text", '[{"label":"Size","value":"M"}]', [{ label: "Size", value: "M" }]],
    ["an empty text", "", []],
    ["an array", [{ label: "Color", value: "Navy" }], [{ label: "Color", value: "Navy" }]],
  ])("totals item options from %s", (_case, options, parsed) => {
    expect(totalsItemOptionsSchema.parse(options)).toEqual(parsed);
  });

  it("rejects options text that is not a list of {label, value}", () => {
    expect(totalsItemOptionsSchema.safeParse("{oops").success).toBe(false);
  });

  it.each([
    ["qty 0", 0, "Quantity must be above 0."],
    ["qty 1.5", 1.5, "Quantity must be a positive integer."],
  ])("an update with %s is refused", (_case, qty, message) => {
    const result = cartItemUpdateRequestSchema.safeParse({ cartItem: { sku: "A", qty, quoteId: "q" } });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("collect-totals needs carrier and method code together", () => {
    expect(collectTotalsRequestSchema.safeParse({ methods: { shippingCarrierCode: "flatrate" } }).success).toBe(false);
    expect(collectTotalsRequestSchema.safeParse({ methods: { shippingCarrierCode: "flatrate", shippingMethodCode: "flatrate" } }).success).toBe(true);
  });
});
