import { describe, expect, it } from "vitest";
import { linkKind, type LinkKind } from "./link-kind";

describe("linkKind (presentation-content.md §2 content links: http is external, any other an internal route)", () => {
  it.each<[string, string, LinkKind]>([
    ["an https address", "https://instagram.com/", "external"],
    ["an http address", "http://example.com/sale", "external"],
    ["upper case scheme", "HTTPS://EXAMPLE.COM/", "external"],
    ["a CMS address with surrounding spaces", "  https://pinterest.com/ ", "external"],
    ["protocol-relative: another site", "//cdn.example.com/lookbook.pdf", "external"],
    ["a backslash the browser reads as a slash: another site", "/\\evil.example/", "external"],
    ["a tab the browser drops: another site", "/\t/evil.example/", "external"],
    ["a line feed the browser drops: another site", "/\n/evil.example/", "external"],
    ["a localized route", "/nl/c/shirts/", "internal"],
    ["the cart", "/winkelwagen/", "internal"],
    ["a path with a query", "/c/shirts/?page=2", "internal"],
    ["a path that merely begins with the letters http", "/http-guide/", "internal"],
    ["a relative path", "lookbook/", "internal"],
    ["the current page", "", "internal"],
    ["an in-page fragment", "#shop-main", "plain"],
    ["mail", "mailto:service@shop.nl", "plain"],
    ["phone", "tel:+31201234567", "plain"],
  ])("%s: %s is %s", (_case, href, expected) => {
    expect(linkKind(href)).toBe(expected);
  });
});
