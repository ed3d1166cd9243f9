import { describe, expect, it } from "vitest";
import { couponCodeProblem, couponCodeToApply } from "./coupon-code";

describe("coupon code before applying (presentation-content.md §5 coupon code valid, §8)", () => {
  it.each([
    ["empty", "", "Field is required."],
    ["spaces only", "   ", "Field is required."],
    ["a space inside", "SUMMER 10", "Not a valid discount code"],
    ["a percent sign", "10%OFF", "Not a valid discount code"],
    ["letters, digits, - and _", "NEWS-10_off", null],
    ["surrounding spaces", "  SUMMER10 ", null],
    ["letters of other scripts", "ÉTÉ2026", null],
  ])("%s", (_case, code, expected) => {
    expect(couponCodeProblem(code)?.key ?? null).toBe(expected);
  });

  it("sends the code without the spaces around it", () => {
    expect(couponCodeToApply("  SUMMER10 ")).toBe("SUMMER10");
  });
});
