import { describe, expect, it } from "vitest";
import { formatRecommendationPrice, recommendationCardPrice, recommendationPriceI18n } from "./recommendation-price";

describe("formatRecommendationPrice (presentation-content.md §5 recommendation prices: 2 decimals with a comma, optional currency sign)", () => {
  it.each([
    ["two decimals with a comma", 49.95, undefined, "49,95"],
    ["a whole amount gets its decimals", 50, undefined, "50,00"],
    ["rounded to two decimals", 19.999, undefined, "20,00"],
    ["no thousands separator", 1234.5, undefined, "1234,50"],
    ["zero", 0, undefined, "0,00"],
    ["with the currency sign before the amount", 49.95, "€", "€ 49,95"],
    ["another sign", 12.5, "$", "$ 12,50"],
    ["an empty sign counts as none", 49.95, "", "49,95"],
    ["a negative amount keeps its minus in front", -5, "€", "-€ 5,00"],
  ] as const)("%s: %j, %j → %j", (_case, value, sign, expected) => {
    expect(formatRecommendationPrice(value, sign)).toBe(expected);
  });

  it.each([["49.95"], [null], [undefined], [Number.NaN]])("returns the non-number %j unchanged (§5 a non-number returns the value unchanged)", (value) => {
    expect(formatRecommendationPrice(value, "€")).toBe(value);
  });

  it("words the discount badge in the given locale", () => {
    expect(recommendationPriceI18n("€", "fr-FR").defaultLocale).toBe("fr-FR");
  });
});

describe("recommendationCardPrice (presentation-content.md §3 card product sellingPrice.min, listPrice.min)", () => {
  it.each([
    ["selling below list: special price", { sellingPrice: { min: 39.95 }, listPrice: { min: 59.95 } }, { regular: 59.95, special: 39.95 }],
    ["selling equal to list: regular", { sellingPrice: { min: 59.95 }, listPrice: { min: 59.95 } }, { regular: 59.95 }],
    ["selling above list: the selling price is what it costs", { sellingPrice: { min: 69.95 }, listPrice: { min: 59.95 } }, { regular: 69.95 }],
    ["selling only", { sellingPrice: { min: 29.95 } }, { regular: 29.95 }],
    ["list only", { listPrice: { min: 29.95 } }, { regular: 29.95 }],
    ["a null selling price falls back to the list price", { sellingPrice: { min: null }, listPrice: { min: 29.95 } }, { regular: 29.95 }],
    ["a negative selling price is ignored", { sellingPrice: { min: -1 }, listPrice: { min: 29.95 } }, { regular: 29.95 }],
    ["no prices", {}, null],
    ["null price objects", { sellingPrice: null, listPrice: null }, null],
    ["NaN", { sellingPrice: { min: Number.NaN } }, null],
  ] as const)("%s", (_case, card, expected) => {
    expect(recommendationCardPrice(card)).toEqual(expected);
  });
});
