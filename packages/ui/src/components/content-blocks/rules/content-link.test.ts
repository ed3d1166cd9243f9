import { describe, expect, it } from "vitest";
import { contentLink } from "./content-link";

const localize = (path: string) => `/en${path}`;

describe("contentLink (presentation-content.md §2 'an address starting with http is external and opens in a new tab with rel noopener; any other is a localized internal route, with a trailing slash if the SEO setting asks')", () => {
  it.each([
    ["https is external", "https://instagram.com/shop", {}, { kind: "external", href: "https://instagram.com/shop" }],
    ["http is external, any case", "HTTP://shop.example/a", {}, { kind: "external", href: "HTTP://shop.example/a" }],
    ["protocol-relative is another site", "//evil.example/", {}, { kind: "external", href: "//evil.example/" }],
    ["a path is internal", "/about-us", {}, { kind: "internal", href: "/about-us" }],
    ["a stored slug gets its leading slash", "service/returns", {}, { kind: "internal", href: "/service/returns" }],
    ["internal is localized", "/about-us", { localize }, { kind: "internal", href: "/en/about-us" }],
    ["trailing slash when asked", "/about-us", { localize, trailingSlash: true }, { kind: "internal", href: "/en/about-us/" }],
    ["trailing slash before the query", "/blog?page=2", { trailingSlash: true }, { kind: "internal", href: "/blog/?page=2" }],
    ["no trailing slash on a file", "/pwa.html", { trailingSlash: true }, { kind: "internal", href: "/pwa.html" }],
    ["no trailing slash unless asked", "/about-us", { trailingSlash: false }, { kind: "internal", href: "/about-us" }],
    ["surrounding spaces are dropped", "  /about-us ", {}, { kind: "internal", href: "/about-us" }],
    ["mailto is a plain anchor", "mailto:service@shop.example", {}, { kind: "plain", href: "mailto:service@shop.example" }],
    ["tel is a plain anchor", "tel:+31201234567", {}, { kind: "plain", href: "tel:+31201234567" }],
    ["a fragment is a plain anchor", "#sizes", {}, { kind: "plain", href: "#sizes" }],
    ["a backslash path leaves the site: external", "/\\evil.example/", {}, { kind: "external", href: "/\\evil.example/" }],
  ] as const)("%s", (_case, href, options, expected) => {
    expect(contentLink(href, options)).toEqual(expected);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: in mixed case", "JaVaScRiPt:alert(1)"],
    ["javascript: after spaces", "   javascript:alert(1)"],
    ["javascript: broken by a tab", "java\tscript:alert(1)"],
    ["javascript: broken by a line feed", "java\nscript:alert(1)"],
    ["javascript: after a control character", "\u0001javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["file:", "file:///etc/passwd"],
    ["empty", ""],
    ["blank", "   "],
    ["missing", undefined],
    ["not a string", null],
  ])("refuses %s: rendered as plain text", (_case, href) => {
    expect(contentLink(href)).toEqual({ kind: "refused" });
  });

  it("never localizes an external or plain address", () => {
    expect(contentLink("https://shop.example/", { localize, trailingSlash: true })).toEqual({ kind: "external", href: "https://shop.example/" });
    expect(contentLink("mailto:a@b.nl", { localize, trailingSlash: true })).toEqual({ kind: "plain", href: "mailto:a@b.nl" });
  });
});
