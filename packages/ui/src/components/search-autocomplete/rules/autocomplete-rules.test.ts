import { describe, expect, it } from "vitest";
import { nextActiveIndex } from "./autocomplete-navigation";
import { highlightParts } from "./highlight";

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join("");

describe("highlightParts (the typed text marked in a suggestion, presentation-content.md §3 autocomplete result)", () => {
  it.each([
    ["Oxford shirt", "shirt", "Oxford [shirt]"],
    ["Oxford Shirt", "SHIRT", "Oxford [Shirt]"],
    ["Oxford shirt", "ox sh", "[Ox]ford [sh]irt"],
    ["Shirts and shirt", "shirt shirts", "[Shirts] and [shirt]"],
    ["Blazer", "jacket", "Blazer"],
    ["Blazer", "   ", "Blazer"],
    ["Größe (52)", "(52", "Größe [(52])"],
    ["Hemd hemd", "hemd", "[Hemd] [hemd]"],
    ["", "shirt", ""],
  ])("%j with %j → %j", (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it("gives the text back when joined", () => {
    expect(highlightParts("Wollen Sakko, Slim Fit", "sakko slim").map((part) => part.text).join("")).toBe("Wollen Sakko, Slim Fit");
  });
});

describe("nextActiveIndex (WAI-ARIA combobox keys)", () => {
  it.each([
    [null, "ArrowDown", 3, 0],
    [0, "ArrowDown", 3, 1],
    [2, "ArrowDown", 3, null],
    [null, "ArrowUp", 3, 2],
    [2, "ArrowUp", 3, 1],
    [0, "ArrowUp", 3, null],
    [null, "ArrowDown", 0, null],
    [null, "ArrowUp", 0, null],
  ] as const)("from %j, %s, %i suggestions → %j", (current, key, count, expected) => {
    expect(nextActiveIndex(current, key, count)).toBe(expected);
  });
});
