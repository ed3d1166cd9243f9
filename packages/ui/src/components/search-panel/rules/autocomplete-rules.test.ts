import { describe, expect, it } from "vitest";
import { autocompleteQuery } from "./autocomplete-rules";

describe("autocompleteQuery (presentation-content.md §5 Search: only with 3 or more characters)", () => {
  it.each([
    ["", null],
    ["ab", null],
    ["  ab  ", null],
    ["abc", "abc"],
    ["  shirt ", "shirt"],
  ])("%j → %j", (text, expected) => {
    expect(autocompleteQuery(text)).toBe(expected);
  });
});
