import { createTestConfig } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../content/replies.schemas";
import { blogCacheKey, blogHeadLinks, blogOffset, blogPageCount, blogPageOf, blogSlugOf, blogTitle, BLOG_TITLE_FALLBACK } from "./blog";
import { resolveContentLink } from "./content-link";
import { liveEventDecision } from "./live-event";
import { newsletterModalDelay } from "./newsletter-modal";
import { parsePreviewQuery } from "./preview-query";

describe("parsePreviewQuery (presentation-content.md §2 /storyblok, §4 Preview mode)", () => {
  it.each([
    ["our form", { id: "12", spaceId: "1", timestamp: "170", token: "t" }, { storyId: "12", spaceId: "1", timestamp: "170", token: "t", release: null, component: null }],
    ["our form with a release", { id: "12", spaceId: "1", timestamp: "170", token: "t", release: "3" }, { storyId: "12", spaceId: "1", timestamp: "170", token: "t", release: "3", component: null }],
    [
      "the content service's form",
      { _storyblok: "7", _storyblok_c: "page", _storyblok_release: "2", "_storyblok_tk[space_id]": "1", "_storyblok_tk[timestamp]": "9", "_storyblok_tk[token]": "x" },
      { storyId: "7", spaceId: "1", timestamp: "9", token: "x", release: "2", component: "page" },
    ],
    ["release 0 is no release", { _storyblok: "7", _storyblok_release: "0", "_storyblok_tk[space_id]": "1", "_storyblok_tk[timestamp]": "9", "_storyblok_tk[token]": "x" }, { storyId: "7", spaceId: "1", timestamp: "9", token: "x", release: null, component: null }],
    ["a missing token", { id: "12", spaceId: "1", timestamp: "170" }, null],
    ["an empty token", { id: "12", spaceId: "1", timestamp: "170", token: " " }, null],
    ["no preview query", {}, null],
  ])("%s", (_name, query, expected) => {
    expect(parsePreviewQuery(query)).toEqual(expected);
  });

  it("reads URLSearchParams too", () => {
    expect(parsePreviewQuery(new URLSearchParams("_storyblok=5&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=2&_storyblok_tk[token]=t"))?.storyId).toBe("5");
  });
});

describe("liveEventDecision (§4: input in place; published/changed reload unless only the slug changed)", () => {
  const moved = (action: "published" | "changed", slugOnly: boolean): LiveEvent => ({ action, storyId: 1, fullSlug: "nl/b", previousFullSlug: "nl/a", slugOnly });
  it.each([
    ["published", moved("published", false), "reload"],
    ["published, only the slug", moved("published", true), "keep"],
    ["changed", moved("changed", false), "reload"],
    ["changed, only the slug", moved("changed", true), "keep"],
  ])("%s → %s", (_name, event, kind) => {
    expect(liveEventDecision(event).kind).toBe(kind);
  });
});

describe("blog rules (§2 Blog page, §6 cache, §7 Blog, §9 page size 8)", () => {
  it.each([
    [1, 8, 0],
    [2, 8, 8],
    [3, 8, 16],
    [0, 8, 0],
    [1.5, 8, 0],
  ])("page %s of %s → offset %s", (page, size, offset) => expect(blogOffset(page, size)).toBe(offset));

  it.each([
    [null, 1],
    ["", 1],
    ["2", 2],
    ["0", 1],
    ["-1", 1],
    ["abc", 1],
    ["3x", 1],
  ])("page query %j → %s", (raw, page) => expect(blogPageOf(raw)).toBe(page));

  it.each([
    ["en/blog", "blog"],
    ["/nl/blog/", "blog"],
    ["blog", "blog"],
    ["en", "en"],
  ])("slug %s → %s (store-view prefix removed)", (slug, bare) => expect(blogSlugOf(slug, ["nl", "en", "de", "fr"])).toBe(bare));

  it("keys the cache by store url + slug + size + offset", () => {
    expect(blogCacheKey({ storeUrl: "/en", slug: "blog", size: 8, offset: 16 })).toBe("/en|blog|8|16");
    expect(blogCacheKey({ storeUrl: "", slug: "blog", size: 8, offset: 0 })).not.toBe(blogCacheKey({ storeUrl: "/en", slug: "blog", size: 8, offset: 0 }));
  });

  it.each([
    [undefined, BLOG_TITLE_FALLBACK],
    ["", "The Journal."],
    ["  ", "The Journal."],
    ["Stories", "Stories"],
  ])("title %j → %s", (title, shown) => expect(blogTitle(title)).toBe(shown));

  it.each([
    [0, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [25, 8, 4],
  ])("%s articles of %s per page → %s pages", (total, size, pages) => expect(blogPageCount(total, size)).toBe(pages));

  it.each([
    ["page 1 of 3: canonical without ?page, next", 1, [{ rel: "canonical", href: "/en/blog/" }, { rel: "next", href: "/en/blog/?page=2" }]],
    [
      "page 2 of 3: canonical ?page=2, prev to page 1 (no ?page), next",
      2,
      [
        { rel: "canonical", href: "/en/blog/?page=2" },
        { rel: "prev", href: "/en/blog/" },
        { rel: "next", href: "/en/blog/?page=3" },
      ],
    ],
    ["page 3 of 3: prev only", 3, [{ rel: "canonical", href: "/en/blog/?page=3" }, { rel: "prev", href: "/en/blog/?page=2" }]],
  ])("%s", (_name, page, links) => expect(blogHeadLinks("/en/blog/", page, 20, 8)).toEqual(links));
});

describe("resolveContentLink (§2 Content links)", () => {
  const config = createTestConfig();
  const noSlash = createTestConfig({ urlResolver: { trailingSlash: false } });
  const nl = config.storeViews.views["nl"]!;
  const en = config.storeViews.views["en"]!;
  it.each([
    ["http is external, new tab, noopener", "https://example.com/x", en, config, { kind: "external", href: "https://example.com/x", target: "_blank", rel: "noopener" }],
    ["http (not https) too", "http://example.com", en, config, { kind: "external", href: "http://example.com", target: "_blank", rel: "noopener" }],
    ["internal path localized with a trailing slash", "/over-ons", en, config, { kind: "internal", href: "/en/over-ons/" }],
    ["the default store has no prefix", "/over-ons", nl, config, { kind: "internal", href: "/over-ons/" }],
    ["no trailing slash when the SEO setting is off", "/over-ons", en, noSlash, { kind: "internal", href: "/en/over-ons" }],
    ["a relative path becomes rooted", "over-ons/", en, config, { kind: "internal", href: "/en/over-ons/" }],
    ["javascript: refused", "javascript:alert(1)", en, config, { kind: "none" }],
    ["JaVaScRiPt: with spaces refused", " JaVaScRiPt:alert(1)", en, config, { kind: "none" }],
    ["data: refused", "data:text/html,<script>", en, config, { kind: "none" }],
    ["protocol-relative refused", "//evil.example/x", en, config, { kind: "none" }],
    ["empty is no link", "", en, config, { kind: "none" }],
    ["mailto kept", "mailto:hi@example.com", en, config, { kind: "mail", href: "mailto:hi@example.com" }],
  ])("%s", (_name, link, view, cfg, expected) => {
    expect(resolveContentLink(link, view, cfg)).toEqual(expected);
  });

  it.each([
    ["a story link drops its store code and takes the current view's", { linktype: "story" as const, id: "abcdefgh-1", cached_url: "nl/over-ons" }, { kind: "internal", href: "/en/over-ons/" }],
    ["a url link", { linktype: "url" as const, url: "https://x.example" }, { kind: "external", href: "https://x.example", target: "_blank", rel: "noopener" }],
    ["an empty url falls back to cached_url", { linktype: "url" as const, url: "", cached_url: "/blog" }, { kind: "internal", href: "/en/blog/" }],
    ["an email link", { linktype: "email" as const, email: "a@b.nl" }, { kind: "mail", href: "mailto:a@b.nl" }],
  ])("%s", (_name, link, expected) => {
    expect(resolveContentLink(link, en, config)).toEqual(expected);
  });
});

describe("newsletterModalDelay (§2: 8 s after load, once per browser)", () => {
  it.each([
    ["a browser's first visit", "browser" as const, false, 8000, 8000],
    ["already shown in this browser", "browser" as const, true, 8000, null],
    ["never on a server", "server" as const, false, 8000, null],
  ])("%s", (_name, runtime, shown, delayMs, expected) => {
    expect(newsletterModalDelay({ runtime, shown, delayMs })).toBe(expected);
  });
});
