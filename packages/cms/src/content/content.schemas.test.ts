import { describe, expect, it } from "vitest";
import { contentLinkSchema, imageAssetSchema } from "./link.schemas";
import { richTextSchema } from "./rich-text.schemas";
import { isSafeUrl, plainTextSchema } from "./safe-text";
import { liveEventSchema, storyDraftRequestSchema } from "./replies.schemas";
import { storyContentSchema } from "./story.schemas";

describe("isSafeUrl (presentation-content.md §2 Content links; no javascript: link)", () => {
  it.each([
    ["/nl/over-ons/", true],
    ["over-ons", true],
    ["?page=2", true],
    ["#top", true],
    ["https://example.com/a", true],
    ["HTTP://example.com", true],
    ["mailto:service@shop.example", true],
    ["tel:+31201234567", true],
    ["", true],
    ["javascript:alert(1)", false],
    ["JaVaScRiPt:alert(1)", false],
    [" javascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["java\nscript:alert(1)", false],
    ["\u0001javascript:alert(1)", false],
    ["vbscript:msgbox(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["file:///etc/passwd", false],
    ["//evil.example/x", false],
    ["/\\evil.example", false],
  ])("%j → %s", (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});

describe("plain text refuses markup", () => {
  it.each([
    ["<script>alert(1)</script>", false],
    ['<img src=x onerror="alert(1)">', false],
    ["</b>", false],
    ["<!-- x -->", false],
    ["5 < 6 and 7 > 3", true],
    ["Free returns within 30 days", true],
  ])("%j → %s", (text, ok) => {
    expect(plainTextSchema.safeParse(text).success).toBe(ok);
  });
});

describe("links and assets", () => {
  it("takes the three link kinds", () => {
    expect(contentLinkSchema.parse({ linktype: "url", url: "https://example.com" })).toMatchObject({ linktype: "url" });
    expect(contentLinkSchema.parse({ linktype: "story", id: "0b6e1f2a-aaaa", cached_url: "nl/over-ons" })).toMatchObject({ linktype: "story" });
    expect(contentLinkSchema.parse({ linktype: "email", email: "service@shop.example" })).toMatchObject({ linktype: "email" });
  });

  it.each([
    ["a javascript: url", { linktype: "url", url: "javascript:alert(1)" }],
    ["a javascript: cached_url", { linktype: "story", id: "0b6e1f2a-aaaa", cached_url: "javascript:alert(1)" }],
    ["an onclick attribute", { linktype: "url", url: "/a", onclick: "alert(1)" }],
    ["an unknown kind", { linktype: "asset", url: "/a" }],
  ])("refuses %s", (_case, link) => {
    expect(contentLinkSchema.safeParse(link).success).toBe(false);
  });

  it("refuses an asset with an onerror attribute or a data: source", () => {
    expect(imageAssetSchema.safeParse({ filename: "/img/a.svg", alt: "A", onerror: "alert(1)" }).success).toBe(false);
    expect(imageAssetSchema.safeParse({ filename: "data:image/svg+xml,<svg onload=alert(1)>", alt: "A" }).success).toBe(false);
    expect(imageAssetSchema.safeParse({ filename: "/img/SH-OXF-WHT.svg", alt: "Oxford shirt" }).success).toBe(true);
  });
});

describe("rich text is structured: no HTML node, no attribute bag", () => {
  const doc = (content: unknown[]) => ({ type: "doc", content });
  it("takes paragraphs, headings, lists and safe links", () => {
    const parsed = richTextSchema.safeParse(
      doc([
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Care" }] },
        { type: "paragraph", content: [{ type: "text", text: "Read ", marks: [{ type: "bold" }] }, { type: "text", text: "more", marks: [{ type: "link", attrs: { href: "/nl/over-ons/", linktype: "url" } }] }] },
        { type: "bullet_list", content: [{ type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "Linen" }] }] }] },
      ]),
    );
    expect(parsed.success).toBe(true);
  });

  it.each([
    ["an html node", doc([{ type: "html", html: "<script>alert(1)</script>" }])],
    ["a script tag in text", doc([{ type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] }])],
    ["a javascript: link mark", doc([{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }])],
    ["an onerror attribute", doc([{ type: "paragraph", attrs: { onerror: "alert(1)" }, content: [] }])],
    ["a style mark", doc([{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "styled", attrs: { class: "x" } }] }] }])],
    ["a nested hostile list item", doc([{ type: "bullet_list", content: [{ type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "<img src=x onerror=alert(1)>" }] }] }] }])],
  ])("refuses %s", (_case, value) => {
    expect(richTextSchema.safeParse(value).success).toBe(false);
  });
});

describe("stories", () => {
  it("refuses a page whose body holds an unknown block or a hostile hero", () => {
    const page = { component: "page", _uid: "p1", title: "Home", body: [] as unknown[] };
    expect(storyContentSchema.safeParse(page).success).toBe(true);
    expect(storyContentSchema.safeParse({ ...page, body: [{ component: "html", _uid: "x", html: "<script></script>" }] }).success).toBe(false);
    const hero = { component: "hero", _uid: "h", title: "New", desktopAsset: { filename: "/img/a.svg", alt: "" }, mobileAsset: { filename: "/img/a.svg", alt: "" } };
    expect(storyContentSchema.safeParse({ ...page, body: [hero] }).success).toBe(true);
    expect(storyContentSchema.safeParse({ ...page, body: [{ ...hero, link: { linktype: "url", url: "javascript:alert(1)" } }] }).success).toBe(false);
  });

  it("reads a live event by its action", () => {
    expect(liveEventSchema.parse({ action: "published", storyId: 1, fullSlug: "nl/home", previousFullSlug: "nl/home", slugOnly: false }).action).toBe("published");
    expect(liveEventSchema.safeParse({ action: "deleted", storyId: 1 }).success).toBe(false);
  });

  it("an editor's draft names a full slug of lower-case segments", () => {
    const content = { component: "page", _uid: "p1", title: "Home", body: [] };
    expect(storyDraftRequestSchema.safeParse({ story: { name: "Home", full_slug: "nl/home", content } }).success).toBe(true);
    expect(storyDraftRequestSchema.safeParse({ story: { name: "Home", full_slug: "nl/../home", content } }).success).toBe(false);
  });
});
