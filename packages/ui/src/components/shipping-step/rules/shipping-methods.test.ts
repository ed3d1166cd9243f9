import { describe, expect, it } from "vitest";
import { defaultShippingMethod, shippingMethodChoices, type ShippingMethodOption } from "./shipping-methods";

const method = (code: string, flags: Partial<ShippingMethodOption> = {}): ShippingMethodOption => ({ code, title: code, price: "€ 0,00", ...flags });

describe("shipping method choice (commerce-core.md §5)", () => {
  it("drops methods with available false, keeps those without the flag", () => {
    expect(shippingMethodChoices([method("a", { available: false }), method("b"), method("c", { available: true })]).map((m) => m.code)).toEqual(["b", "c"]);
  });

  it.each<[string, ShippingMethodOption[], string | null]>([
    ["the non-offline default", [method("a"), method("b", { default: true })], "b"],
    ["an offline default is skipped", [method("a", { default: true, offline: true }), method("b")], "b"],
    ["no default: the first non-offline", [method("a", { offline: true }), method("b"), method("c")], "b"],
    ["an unavailable default is skipped", [method("a", { default: true, available: false }), method("b")], "b"],
    ["only offline methods", [method("a", { offline: true })], null],
    ["no methods", [], null],
  ])("%s", (_case, methods, expected) => {
    expect(defaultShippingMethod(methods)?.code ?? null).toBe(expected);
  });
});
