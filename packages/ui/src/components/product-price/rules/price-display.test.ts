import { describe, expect, it } from "vitest";
import { discountFromLabel, discountFromPrices, discountPercentage, priceDisplay } from "./price-display";

describe("priceDisplay (presentation-content.md §3 price regular/special)", () => {
  it.each([
    ["special below regular", { regular: 100, special: 80 }, { kind: "special", current: 80, regular: 100 }],
    ["no special", { regular: 100 }, { kind: "regular", current: 100 }],
    ["special null", { regular: 100, special: null }, { kind: "regular", current: 100 }],
    ["special equal to regular", { regular: 100, special: 100 }, { kind: "regular", current: 100 }],
    ["special above regular", { regular: 100, special: 120 }, { kind: "regular", current: 100 }],
    ["special zero", { regular: 100, special: 0 }, { kind: "regular", current: 100 }],
    ["special NaN", { regular: 100, special: Number.NaN }, { kind: "regular", current: 100 }],
  ] as const)("%s", (_case, price, expected) => {
    expect(priceDisplay(price)).toEqual(expected);
  });
});

describe("discountFromLabel (presentation-content.md §5 strips - and % from the badge label)", () => {
  it.each([
    ["-30%", 30],
    ["30%", 30],
    ["-30", 30],
    ["- 25 %", 25],
    ["\u221215%", 15],
    ["12,5%", 12.5],
    ["-0%", null],
    ["%", null],
    ["", null],
    ["Sale", null],
    ["-100%", null],
    [null, null],
    [undefined, null],
  ] as const)("%j → %j", (label, expected) => {
    expect(discountFromLabel(label)).toBe(expected);
  });
});

describe("discountFromPrices", () => {
  it.each([
    [{ regular: 100, special: 70 }, 30],
    [{ regular: 79.95, special: 59.95 }, 25],
    // 99.6 % off still costs something: never "-100%".
    [{ regular: 100, special: 0.4 }, 99],
    [{ regular: 100, special: 99.9 }, null],
    [{ regular: 100 }, null],
  ])("%j → %j", (price, expected) => {
    expect(discountFromPrices(price)).toBe(expected);
  });
});

describe("discountPercentage", () => {
  it.each([
    ["the badge label wins", { regular: 100, special: 70 }, "-35%", 35],
    ["falls back to the prices", { regular: 100, special: 70 }, undefined, 30],
    ["an unreadable badge falls back to the prices", { regular: 100, special: 70 }, "Sale", 30],
    ["no badge without a special price", { regular: 100 }, "-35%", null],
  ] as const)("%s", (_case, price, label, expected) => {
    expect(discountPercentage(price, label)).toBe(expected);
  });
});
