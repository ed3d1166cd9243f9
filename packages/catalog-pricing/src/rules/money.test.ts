import { describe, expect, it } from "vitest";
import { round2 } from "./money";

describe("rounding to cents (prices in EUR, 2 fraction digits: commerce-core.md §5, §9)", () => {
  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [10.004999, 10],
    [2.675, 2.68],
    [63.955, 63.96],
    [0.125, 0.13],
    [79.95 * 1.21, 96.74],
    [-0.001, 0],
    [0, 0],
    [123456.785, 123456.79],
  ])("%s → %s", (amount, rounded) => {
    expect(round2(amount)).toBe(rounded);
  });
});
