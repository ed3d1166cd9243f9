import { describe, expect, it } from "vitest";
import { isNoStorePage } from "./output-cache";

describe("isNoStorePage (cart and checkout pages are never output-cached)", () => {
  it.each([
    ["a loader's no-store, as React Router gives it (lower case)", { "cache-control": "no-store" }, true],
    ["no-store among other directives, any case", { "Cache-Control": "private, No-Store" }, true],
    ["another Cache-Control", { "cache-control": "private, max-age=0" }, false],
    ["no Cache-Control", { "x-other": "no-store" }, false],
    ["no headers", {}, false],
  ])("%s", (_name, headers, expected) => {
    expect(isNoStorePage(headers)).toBe(expected);
  });
});
