import { describe, expect, it } from "vitest";
import { roundHalfAwayFromZero } from "./round-half-away-from-zero";

describe("roundHalfAwayFromZero (commerce-core.md §5, presentation-content.md §5: two decimals)", () => {
  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [10.004999, 10],
    [2.675, 2.68],
    [-2.675, -2.68],
    [4.005, 4.01],
    [3 * 1.335, 4.01],
    [63.955, 63.96],
    [0.125, 0.13],
    [79.95 * 1.21, 96.74],
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
    [-0, 0],
    [0, 0],
    [123456.785, 123456.79],
  ])("%s → %s (cents)", (value, rounded) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });

  it.each([
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.49, 0, 0],
    [1.0005, 3, 1.001],
    [-1.2345, 3, -1.235],
    [1.23456785, 6, 1.234568],
  ])("%s to %i digits → %s", (value, digits, rounded) => {
    expect(roundHalfAwayFromZero(value, digits)).toBe(rounded);
  });

  it.each([
    ["a 13-digit scaled amount keeps its last digit", 1234567.1234565, 6, 1234567.123457],
    ["10 billion in cents", 12345678901.235, 2, 12345678901.24],
  ])("%s: %s to %i digits → %s", (_case, value, digits, rounded) => {
    expect(roundHalfAwayFromZero(value, digits)).toBe(rounded);
  });

  it("never gives -0", () => {
    expect(Object.is(roundHalfAwayFromZero(-0.004), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("returns %s unchanged", (value) => {
    expect(roundHalfAwayFromZero(value)).toBe(value);
  });

  it.each([-1, 1.5, 7])("rejects %s fraction digits with a RangeError", (digits) => {
    expect(() => roundHalfAwayFromZero(1, digits)).toThrow(new RangeError(`fractionDigits must be an integer from 0 to 6, got ${digits}`));
  });
});
