import { describe, expect, it } from "vitest";
import { inferBackNavigation, mergeRestoredPaths, previousPathOr, pushHistoryPath } from "./history";

const paths = (count: number) => Array.from({ length: count }, (_, n) => `/p${n}`);

describe("navigation history: the last 30 full paths (commerce-core.md §2, §9 history 30 entries)", () => {
  it.each([
    ["appends", ["/a"], "/b", 30, ["/a", "/b"]],
    ["a repeat of the current path is not added", ["/a", "/b"], "/b", 30, ["/a", "/b"]],
    ["an earlier path is added again", ["/a", "/b"], "/a", 30, ["/a", "/b", "/a"]],
    ["full paths keep their query", ["/c/a/"], "/c/a/?page=2", 30, ["/c/a/", "/c/a/?page=2"]],
    ["the oldest falls off at the limit", paths(30), "/new", 30, [...paths(30).slice(1), "/new"]],
    ["a smaller limit", ["/a", "/b", "/c"], "/d", 2, ["/c", "/d"]],
  ])("%s", (_case, before, path, max, after) => {
    expect(pushHistoryPath(before, path, max)).toEqual(after);
  });

  it.each([
    [["/a", "/b"], "/a", true],
    [["/a", "/b"], "/c", false],
    [["/a"], "/a", false],
    [[], "/a", false],
  ])("back navigation inferred: %j then %s → %s", (before, path, back) => {
    expect(inferBackNavigation(before, path)).toBe(back);
  });

  it.each([
    [["/a", "/b"], "/a"],
    [["/a"], "/home-fallback"],
    [[], "/home-fallback"],
  ])("previous path of %j → %s (presentation-content.md §2 back control)", (before, previous) => {
    expect(previousPathOr(before, "/home-fallback")).toBe(previous);
  });

  it("restored paths go before the ones visited since, within the limit", () => {
    expect(mergeRestoredPaths(["/a", "/b"], ["/b", "/c"], 30)).toEqual(["/a", "/b", "/c"]);
    expect(mergeRestoredPaths(paths(30), ["/new"], 30)).toHaveLength(30);
  });
});
