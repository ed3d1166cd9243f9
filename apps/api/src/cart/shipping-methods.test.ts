import { shippingMethodsReplySchema } from "@shop/cart";
import { describe, expect, it } from "vitest";
import { estimateShippingMethods } from "./shipping-methods";

const available = (country: string, subtotal = 50) =>
  estimateShippingMethods(country, subtotal)
    .filter((method) => method.available)
    .map((method) => `${method.carrier_code}/${method.method_code}`);

describe("shipping methods (commerce-core.md §3 Shipping method; §5 unavailable ones are dropped by the client)", () => {
  it.each([
    ["NL", ["flatrate/flatrate", "postnl/evening", "dhl/express"]],
    ["BE", ["flatrate/flatrate", "dhl/express", "dhl/international"]],
    ["DE", ["dhl/express", "dhl/international"]],
    ["US", ["dhl/international"]],
  ])("ships to %s with %j", (country, methods) => {
    expect(available(country)).toEqual(methods);
  });

  it("always lists the unavailable ones, with a reason", () => {
    const methods = shippingMethodsReplySchema.parse(estimateShippingMethods("NL", 50));
    expect(methods.find((method) => method.carrier_code === "pickup")).toMatchObject({ available: false, error_message: "Store pickup is temporarily unavailable." });
  });

  it("makes standard delivery free from €75 and taxes shipping at the destination's rate", () => {
    const flat = (subtotal: number, country = "NL") => estimateShippingMethods(country, subtotal).find((method) => method.carrier_code === "flatrate");
    expect(flat(74.99)).toMatchObject({ price_incl_tax: 4.95, price_excl_tax: 4.09 });
    expect(flat(75)).toMatchObject({ price_incl_tax: 0, price_excl_tax: 0 });
    expect(estimateShippingMethods("DE", 10).find((method) => method.method_code === "express")?.price_excl_tax).toBe(10.88);
  });
});
