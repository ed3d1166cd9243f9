import { describe, expect, it } from "vitest";
import { defaultPaymentMethod } from "./payment-methods";

describe("defaultPaymentMethod (commerce-core.md §5)", () => {
  it.each<[string, { code: string; default?: boolean }[], string | null]>([
    ["the one marked default", [{ code: "ideal" }, { code: "card", default: true }], "card"],
    ["the first marked default when several are", [{ code: "ideal", default: true }, { code: "card", default: true }], "ideal"],
    ["else the first", [{ code: "ideal" }, { code: "card" }], "ideal"],
    ["none", [], null],
  ])("%s", (_case, methods, expected) => {
    expect(defaultPaymentMethod(methods)?.code ?? null).toBe(expected);
  });
});
