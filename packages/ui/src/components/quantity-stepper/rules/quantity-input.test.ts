import { describe, expect, it } from "vitest";
import { checkQuantityInput, quantitySteps } from "./quantity-input";

describe("checkQuantityInput (presentation-content.md §5 quantity above 0, a positive integer and below available stock; §8)", () => {
  it.each([
    ["a whole number", "3", undefined, 3],
    ["surrounding spaces", " 4 ", undefined, 4],
    ["leading zeros", "02", undefined, 2],
    ["exactly the stock ('below the available stock' allows all that is left)", "3", 3, 3],
    ["a large quantity without a known stock", "250", undefined, 250],
  ])("accepts %s", (_case, text, max, qty) => {
    expect(checkQuantityInput(text, max)).toEqual({ qty, error: null });
  });

  it.each([
    ["empty", "", undefined, "Field is required."],
    ["spaces", "  ", undefined, "Field is required."],
    ["zero", "0", undefined, "Quantity must be above 0."],
    ["negative", "-2", undefined, "Quantity must be above 0."],
    ["a fraction", "1.5", undefined, "Quantity must be a positive integer."],
    ["a decimal comma", "1,5", undefined, "Quantity must be a positive integer."],
    ["a word", "two", undefined, "Quantity must be a positive integer."],
    ["exponent notation", "1e2", undefined, "Quantity must be a positive integer."],
    ["hex notation", "0x10", undefined, "Quantity must be a positive integer."],
    ["a plus sign", "+3", undefined, "Quantity must be a positive integer."],
    ["beyond safe integers", "99999999999999999999", undefined, "Quantity must be a positive integer."],
    ["above the stock", "4", 3, "Only {{maxQuantity}} products of this type are available"],
  ])("refuses %s", (_case, text, max, key) => {
    const result = checkQuantityInput(text, max);
    expect(result.qty).toBeNull();
    expect(result.error?.key).toBe(key);
  });

  it("passes the stock to the §8 message", () => {
    expect(checkQuantityInput("9", 3).error).toEqual({ key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 3 } });
  });

  it("names the first broken rule: 0 is 'above 0', not 'above the stock'", () => {
    expect(checkQuantityInput("0", 3).error?.key).toBe("Quantity must be above 0.");
  });
});

describe("quantitySteps: the − and + of the stepper", () => {
  it.each([
    ["at 1: − off", 1, {}, { decrease: null, increase: 2, aboveStock: false }],
    ["in the middle", 3, { maxQuantity: 5 }, { decrease: 2, increase: 4, aboveStock: false }],
    ["at the stock: + off", 5, { maxQuantity: 5 }, { decrease: 4, increase: null, aboveStock: false }],
    ["no stock known: + always on", 40, {}, { decrease: 39, increase: 41, aboveStock: false }],
    ["above the stock: − goes to the stock at once", 7, { maxQuantity: 3 }, { decrease: 3, increase: null, aboveStock: true }],
    ["stock of 1, quantity 1: both off", 1, { maxQuantity: 1 }, { decrease: null, increase: null, aboveStock: false }],
    ["out of stock (unavailable): nothing to step", 2, { unavailable: true, maxQuantity: 5 }, { decrease: null, increase: null, aboveStock: false }],
    ["a stock of 0: nothing to step, no 'Only 0' message", 2, { maxQuantity: 0 }, { decrease: null, increase: null, aboveStock: false }],
  ])("%s", (_case, qty, options, expected) => {
    expect(quantitySteps(qty, options)).toEqual(expected);
  });
});
