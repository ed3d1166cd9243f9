import { createConfig, withTrailingSlash as coreWithTrailingSlash } from "@shop/core";
import { describe, expect, it } from "vitest";
import { isAbsoluteAddress, localizedRoute, requestPathOf, toAppPath, withTrailingSlash } from "./path-format";

const config = createConfig();

describe("trailing slashes (commerce-core.md §2 'Trailing slashes are used')", () => {
  it.each([
    ["/p/x", "/p/x/"],
    ["/p/x/", "/p/x/"],
    ["/", "/"],
    ["/c/a?page=2#grid", "/c/a/?page=2#grid"],
    ["/pwa.html", "/pwa.html"],
  ])("%s → %s", (path, expected) => {
    expect(withTrailingSlash(path)).toBe(expected);
  });

  // The table of the one rule is @shop/core's (with-trailing-slash.test.ts).
  it("is @shop/core's one rule, the product card's too", () => {
    expect(withTrailingSlash).toBe(coreWithTrailingSlash);
  });

  it.each([
    ["//evil.example/x", true, "//evil.example/x/"],
    ["/pwa.html", true, "/pwa.html"],
  ])("toAppPath(%s, %s) → %s (leading slashes are localizePath's to collapse)", (path, slash, expected) => {
    expect(toAppPath(path, slash)).toBe(expected);
  });

  it("a run of leading slashes still leaves no other host once localized", () => {
    expect(localizedRoute(toAppPath("//evil.example/x", true), config.storeViews.views.nl!, config)).toBe("/evil.example/x/");
  });

  it.each([
    ["p/x", true, "/p/x/"],
    ["p/x", false, "/p/x"],
    ["/p/x", false, "/p/x"],
  ])("toAppPath(%s, %s) → %s", (path, slash, expected) => {
    expect(toAppPath(path, slash)).toBe(expected);
  });
});

describe("store prefixes and store code (commerce-core.md §1; presentation-content.md §2)", () => {
  it.each([
    ["/p/x/", "nl", "/p/x/"],
    ["/p/x/", "en", "/en/p/x/?___store=en"],
    ["/en/p/x/", "de", "/de/p/x/?___store=de"],
    ["/de/p/x/?___store=de", "nl", "/p/x/"],
    ["/de/c/a/?page=2&___store=de", "nl", "/c/a/?page=2"],
    ["/de/c/a/?page=2&___store=de", "fr", "/fr/c/a/?page=2&___store=fr"],
  ])("%s in %s → %s", (path, code, expected) => {
    expect(localizedRoute(path, config.storeViews.views[code]!, config)).toBe(expected);
  });
});

describe("request paths", () => {
  it.each([
    ["/p/x/", "p/x"],
    ["//a//", "a"],
    ["/caf%C3%A9/", "café"],
    ["/bad%E0%A4%A/", "bad%E0%A4%A"],
  ])("%s → %s", (path, expected) => {
    expect(requestPathOf(path)).toBe(expected);
  });
});

describe("absolute addresses (presentation-content.md §2 content links 'starting with http'; commerce-core.md §2 redirect targets): the scheme in any case, or protocol-relative", () => {
  it.each([
    ["https://example.com", true],
    ["http://example.com", true],
    ["Https://example.com", true],
    ["HTTP://example.com", true],
    ["//cdn.example/lookbook.pdf", true],
    ["/p/x/", false],
    ["http-status-codes", false],
    ["mailto:a@b.nl", false],
  ])("%s → %s", (address, expected) => {
    expect(isAbsoluteAddress(address)).toBe(expected);
  });
});
