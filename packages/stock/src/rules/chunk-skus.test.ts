import { describe, expect, it } from "vitest";
import { chunkSkus } from "./chunk-skus";

const skus = (count: number) => Array.from({ length: count }, (_, n) => `SKU-${n}`);

describe("stock list chunks of 15 skus (commerce-core.md §7 Stock, §9 stock chunk 15)", () => {
  it.each([
    [0, 15, []],
    [1, 15, [1]],
    [15, 15, [15]],
    [16, 15, [15, 1]],
    [40, 15, [15, 15, 10]],
    [45, 15, [15, 15, 15]],
    [5, 2, [2, 2, 1]],
  ])("%i skus in chunks of %i → sizes %j", (count, size, sizes) => {
    expect(chunkSkus(skus(count), size).map((chunk) => chunk.length)).toEqual(sizes);
  });

  it("keeps request order, drops duplicates and blanks", () => {
    expect(chunkSkus(["B", "A", "B", " ", "", " C "], 2)).toEqual([["B", "A"], ["C"]]);
  });

  it.each([0, -1, 1.5])("refuses chunk size %s", (size) => {
    expect(() => chunkSkus(["A"], size)).toThrow(RangeError);
  });
});
