import { describe, expect, it } from "vitest";
import { backTarget } from "./back-target";

describe("backTarget (presentation-content.md §2 Back-to-previous-page control)", () => {
  it.each([
    ["the stored previous path", "/c/shirts/", "/", undefined, "/c/shirts/"],
    ["no previous path: the given target", null, "/my-account", undefined, "/my-account"],
    ["empty previous path", "  ", "/", undefined, "/"],
    ["another site is never a previous path", "https://evil.example/", "/", undefined, "/"],
    ["protocol-relative neither", "//evil.example/", "/", undefined, "/"],
    ["protocol-relative to whatever host, even the rule's own base", "//a.invalid/account/", "/", undefined, "/"],
    ["a backslash the browser reads as a slash neither", "/\\evil.example/", "/", undefined, "/"],
    ["a tab the browser drops neither", "/\t/evil.example/", "/", undefined, "/"],
    ["a line feed the browser drops neither", "/\n/evil.example/", "/", undefined, "/"],
    ["a relative address is no stored path", "c/shirts/", "/", undefined, "/"],
    ["the current page is no way back", "/p/SH-1/oxford/", "/c/shirts/", "/p/SH-1/oxford/", "/c/shirts/"],
  ] as const)("%s", (_case, previous, fallback, current, expected) => {
    expect(backTarget(previous, fallback, current)).toBe(expected);
  });
});
