import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { contentLink, type ContentLinkInput } from "./content-link";

const config = createConfig();
const nl = config.storeViews.views.nl!;
const en = config.storeViews.views.en!;

describe("content links (presentation-content.md §2: http → external, new tab, no-opener; else localized internal route; the scheme in any case)", () => {
  it.each<[string, ContentLinkInput, boolean, unknown]>([
    ["https address", "https://www.instagram.com/shop", true, { kind: "external", href: "https://www.instagram.com/shop", target: "_blank", rel: "noopener" }],
    ["http address", "http://example.com/x", true, { kind: "external", href: "http://example.com/x", target: "_blank", rel: "noopener" }],
    ["a capitalised scheme (a phone's auto-capitalisation) is external too", "Https://www.instagram.com/shop", true, { kind: "external", href: "Https://www.instagram.com/shop", target: "_blank", rel: "noopener" }],
    ["an upper-case scheme is external too", "HTTP://example.com/x", true, { kind: "external", href: "HTTP://example.com/x", target: "_blank", rel: "noopener" }],
    ["a protocol-relative address is another site: external", "//cdn.example/lookbook.pdf", true, { kind: "external", href: "//cdn.example/lookbook.pdf", target: "_blank", rel: "noopener" }],
    ["a path with a backslash after the slash stays on the shop", "/\\evil.example/", true, { kind: "internal", path: "/evil.example/" }],
    ["a relative path that only begins with the letters http is internal", "http-status-codes", true, { kind: "internal", path: "/http-status-codes/" }],
    ["internal path gets the trailing slash", "/over-ons", true, { kind: "internal", path: "/over-ons/" }],
    ["internal path without the SEO setting", "/over-ons", false, { kind: "internal", path: "/over-ons" }],
    ["a relative content-service path gets a leading slash", "blog/nieuw", true, { kind: "internal", path: "/blog/nieuw/" }],
    ["query and hash are kept", "/winkelwagen?x=1#top", true, { kind: "internal", path: "/winkelwagen/?x=1#top" }],
    ["the url field of a link object", { url: "/sale", cached_url: "ignored" }, true, { kind: "internal", path: "/sale/" }],
    ["cached_url when url is empty", { url: "", cached_url: "sale" }, true, { kind: "internal", path: "/sale/" }],
    ["an empty link", { url: "", cached_url: "" }, true, null],
    ["no link", undefined, true, null],
  ])("%s", (_case, link, trailingSlash, expected) => {
    expect(contentLink(link, nl, config, { trailingSlash })).toEqual(expected);
  });

  it.each([
    ["/over-ons", "/en/over-ons/?___store=en"],
    ["/de/ueber-uns", "/en/ueber-uns/?___store=en"],
    ["https://example.com", "https://example.com"],
  ])("in en: %s → %s", (link, expected) => {
    const result = contentLink(link, en, config, { trailingSlash: true });
    expect(result?.kind === "internal" ? result.path : result?.href).toBe(expected);
  });
});
