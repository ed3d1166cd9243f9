import { describe, expect, it } from "vitest";
import { backTarget } from "./back-target";

describe("backTarget (presentation-content.md §2 Back-to-previous-page control)", () => {
  it.each([
    ["the stored previous path", "/c/shirts/", "/", undefined, "/c/shirts/"],
    ["no previous path: the given target", null, "/my-account", undefined, "/my-account"],
    ["empty previous path", "  ", "/", undefined, "/"],
    ["another site is never a previous path", "https://evil.example/", "/", undefined, "/"],
    ["protocol-relative neither", "//evil.example/", "/", undefined, "/"],
    ["the current page is no way back", "/p/SH-1/oxford/", "/c/shirts/", "/p/SH-1/oxford/", "/c/shirts/"],
  ] as const)("%s", (_case, previous, fallback, current, expected) => {
    expect(backTarget(previous, fallback, current)).toBe(expected);
  });
});
