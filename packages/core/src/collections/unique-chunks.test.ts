import { describe, expect, it } from "vitest";
import { uniqueChunks } from "./unique-chunks";

describe("uniqueChunks (commerce-core.md §7/§9: stock chunk 15)", () => {
  const skus = (count: number) => Array.from({ length: count }, (_, index) => `SKU-${index}`);
  it.each([
    ["empty", [], 15, []],
    ["blank and repeated skus dropped, order kept", ["b", " a ", "", "b", "a"], 15, [["b", "a"]]],
    ["40 skus in 15s", skus(40), 15, [skus(15), skus(30).slice(15), skus(40).slice(30)]],
    ["exactly one chunk", skus(15), 15, [skus(15)]],
  ])("%s", (_case, values, size, expected) => {
    expect(uniqueChunks(values, size)).toEqual(expected);
  });

  it.each([0, -1, 1.5])("size %d is a clear error", (size) => {
    expect(() => uniqueChunks(["a"], size)).toThrow(/chunk size must be a positive integer/);
  });
});
