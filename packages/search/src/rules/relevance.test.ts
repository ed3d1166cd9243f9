import { describe, expect, it } from "vitest";
import { matchQuality, maxEditsFor, minimumMatchCount, normalizedScore, queryTerms, searchWords } from "./relevance";

describe("searchWords", () => {
  it.each([
    ["Oxford Overhemd", ["oxford", "overhemd"]],
    ["T-shirt", ["t", "shirt"]],
    ["Chemise à carreaux", ["chemise", "a", "carreaux"]],
    ["Weiß  Größe", ["weiss", "grosse"]],
    ["SH-1001", ["sh", "1001"]],
    ["  ", []],
  ])("%s → %j", (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it("keeps a query's distinct words, at most 8", () => {
    expect(queryTerms("blue blue shirt")).toEqual(["blue", "shirt"]);
    expect(queryTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("maxEditsFor (commerce-core.md §9: fuzziness 2)", () => {
  it.each([
    ["ab", 0],
    ["tie", 1],
    ["jass", 1],
    ["shirt", 2],
    ["ovrhemd", 2],
  ])("%s allows %i edits", (term, edits) => {
    expect(maxEditsFor(term)).toBe(edits);
  });

  it("never more than the configured fuzziness", () => {
    expect(maxEditsFor("overhemd", 1)).toBe(1);
    expect(maxEditsFor("tie", 0)).toBe(0);
  });
});

describe("minimumMatchCount (§9: minimum match 75%)", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 4],
    [8, 6],
  ])("%i terms need %i", (terms, needed) => {
    expect(minimumMatchCount("75%", terms)).toBe(needed);
  });

  it("takes a count, and never asks more than all", () => {
    expect(minimumMatchCount("2", 3)).toBe(2);
    expect(minimumMatchCount("5", 3)).toBe(3);
    expect(minimumMatchCount("75%", 0)).toBe(0);
  });
});

describe("scores", () => {
  it("rates exact above prefix above a typo", () => {
    expect(matchQuality("exact", 8)).toBe(1);
    expect(matchQuality("prefix", 5)).toBe(0.8);
    expect(matchQuality("fuzzy", 7, 1)).toBe(0.875);
  });

  it("normalizes to 0…1: every field exact is 1, a name hit alone 4/7", () => {
    expect(normalizedScore(7, 1)).toBe(1);
    expect(normalizedScore(4, 1)).toBeCloseTo(4 / 7);
    expect(normalizedScore(0, 0)).toBe(0);
  });
});
