import { createConfig } from "@shop/core";
import type { CartShippingMethod } from "@shop/cart";
import { describe, expect, it } from "vitest";
import { estimateMethodsOf, summarySegmentsOf } from "./summary-segments";

const config = createConfig({ api: { url: "http://api.test" } });
const view = Object.values(config.storeViews.views)[0]!;
const digits = (text: string) => text.replace(/[^\d-]/g, "");

describe("summarySegmentsOf", () => {
  it("formats every segment's value, a missing value as 0, and keeps code and title", () => {
    const rows = summarySegmentsOf(
      [
        { code: "subtotal", title: "Subtotal", value: 59.9 },
        { code: "discount", title: "Discount (WELCOME10)", value: -5.99 },
        { code: "shipping", title: null, value: null },
      ],
      view,
    );
    expect(rows.map((row) => [row.code, row.title, digits(row.value)])).toEqual([
      ["subtotal", "Subtotal", "5990"],
      ["discount", "Discount (WELCOME10)", "-599"],
      ["shipping", null, "000"],
    ]);
  });
});

const method = (code: string, extra: Partial<CartShippingMethod> = {}): CartShippingMethod => ({
  carrier_code: code,
  method_code: code,
  method_title: code.toUpperCase(),
  price_incl_tax: 4.95,
  default: false,
  offline: false,
  available: true,
  is_server_method: true,
  ...extra,
});

describe("estimateMethodsOf (commerce-core.md §5 shipping methods)", () => {
  it.each([
    ["unavailable methods are dropped", [method("a"), method("b", { available: false })], ["a_a"]],
    ["the default comes first", [method("a"), method("b", { default: true })], ["b_b", "a_a"]],
    ["an offline default does not", [method("a", { offline: true, default: true }), method("b")], ["b_b", "a_a"]],
    ["every method offline: order kept", [method("a", { offline: true }), method("b", { offline: true })], ["a_a", "b_b"]],
    ["none", [], []],
  ])("%s", (_name, methods, codes) => {
    expect(estimateMethodsOf(methods, view).map((entry) => entry.code)).toEqual(codes);
  });

  it("formats the price", () => {
    expect(digits(estimateMethodsOf([method("a")], view)[0]!.price)).toBe("495");
  });
});
