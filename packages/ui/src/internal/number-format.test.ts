import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format";

describe("numberFormat", () => {
  const percent = { style: "percent", maximumFractionDigits: 1 } as const;

  it("formats like a new Intl.NumberFormat", () => {
    expect(numberFormat("en-US", percent).format(-0.305)).toBe(new Intl.NumberFormat("en-US", percent).format(-0.305));
    expect(numberFormat("nl-NL", percent).format(-0.3)).toBe(new Intl.NumberFormat("nl-NL", percent).format(-0.3));
  });

  it("gives the same format for the same locale and options, another for others", () => {
    expect(numberFormat("en-US", percent)).toBe(numberFormat("en-US", { ...percent }));
    expect(numberFormat("en-US", percent)).not.toBe(numberFormat("de-DE", percent));
    expect(numberFormat("en-US", percent)).not.toBe(numberFormat("en-US", { ...percent, maximumFractionDigits: 2 }));
  });

  it("throws on a malformed locale, like Intl.NumberFormat", () => {
    expect(() => numberFormat("not a locale!", percent)).toThrow(RangeError);
  });
});
