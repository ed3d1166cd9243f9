import { describe, expect, it } from "vitest";
import { staysOnSite } from "./stays-on-site";

describe("staysOnSite (presentation-content.md §2 content links and back-to-previous control: never an address on another site)", () => {
  it.each<[string, string, boolean]>([
    ["a path", "/c/shirts/", true],
    ["a path with a query and a fragment", "/c/shirts/?page=2#top", true],
    ["a relative path", "lookbook/", true],
    ["a query", "?page=2", true],
    ["a fragment", "#shop-main", true],
    ["the current page", "", true],
    ["a percent-encoded backslash stays in the path", "/c/%5Cshirts/", true],
    ["a backslash in the query is text", "/search/?q=a\\b", true],
    ["a backslash in the fragment is text", "/c/shirts/#a\\b", true],
    ["another site", "https://evil.example/", false],
    ["protocol-relative to any host, the rule's own bases too", "//a.invalid/account/", false],
    ["…and the other base", "//b.invalid/account/", false],
    ["protocol-relative", "//evil.example/", false],
    ["a backslash read as a slash", "/\\evil.example/", false],
    ["two backslashes", "\\\\evil.example/", false],
    ["a tab the URL parser drops", "/\t/evil.example/", false],
    ["a line feed the URL parser drops", "/\n/evil.example/", false],
    ["a carriage return the URL parser drops", "/\r/evil.example/", false],
    ["any other control character", "/c/\u0000shirts/", false],
    ["http: without slashes is another site from an https page", "http:evil.example/", false],
    ["https: without slashes is another site from an http page", "https:evil.example/", false],
    ["another scheme", "javascript:alert(1)", false],
    ["mail", "mailto:service@shop.nl", false],
    ["an address the URL parser rejects", "http://[evil/", false],
  ])("%s: %j is %s", (_case, address, expected) => {
    expect(staysOnSite(address)).toBe(expected);
  });
});
