import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { BLOG_VISIBLE_PAGES } from "../../pagination/rules/pagination-window";
import { BLOG_PAGE_SIZE, BLOG_TITLE_FALLBACK, blogCardHref, blogHeadLinks, blogOffset, blogPageCount, blogPageFromQuery, blogPageHref, blogTitle } from "./blog-page";

describe("blog constants (presentation-content.md §9 'Blog page size 8; pagination 5 links', §2 title fallback)", () => {
  it("pages hold 8 stories with 5 pagination links, as ShopConfig's defaults", () => {
    expect(BLOG_PAGE_SIZE).toBe(8);
    expect(BLOG_PAGE_SIZE).toBe(createConfig().blog.pageSize);
    expect(BLOG_VISIBLE_PAGES).toBe(5);
    expect(BLOG_TITLE_FALLBACK).toBe("The Journal.");
  });
});

describe("blogPageFromQuery (§2 'query param page, default 1')", () => {
  it.each([
    ["3", 3],
    [" 2 ", 2],
    [null, 1],
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
  ])("%j → %i", (value, expected) => {
    expect(blogPageFromQuery(value)).toBe(expected);
  });
});

describe("blogOffset (§7 'page size 8, first page 1; offset (page-1)*8')", () => {
  it.each([
    [1, 8, 0],
    [2, 8, 8],
    [5, 8, 32],
    [0, 8, 0],
    [3, 10, 20],
  ])("page %i of size %i starts at %i", (page, size, expected) => {
    expect(blogOffset(page, size)).toBe(expected);
  });
});

describe("blogPageCount", () => {
  it.each([
    [0, 0],
    [1, 1],
    [8, 1],
    [9, 2],
    [12, 2],
    [41, 6],
    [-3, 0],
  ])("%i stories → %i pages of 8", (total, expected) => {
    expect(blogPageCount(total)).toBe(expected);
  });
});

describe("blogTitle (§2 'Page title falls back to The Journal.')", () => {
  it.each([
    ["Stories from the atelier", "Stories from the atelier"],
    ["  Padded  ", "Padded"],
    ["", undefined],
    ["   ", undefined],
    [undefined, undefined],
    [null, undefined],
  ])("%j → %j", (title, expected) => {
    expect(blogTitle(title)).toBe(expected);
  });
});

describe("blogPageHref and blogHeadLinks (§2 'The canonical link carries ?page=N when page>1, with rel next/prev links')", () => {
  it("page 1 is the blog's own address", () => {
    expect(blogPageHref("/en/blog/", 1)).toBe("/en/blog/");
    expect(blogPageHref("/en/blog/", 3)).toBe("/en/blog/?page=3");
  });

  it.each([
    [1, 3, { canonical: "/blog/", next: "/blog/?page=2" }],
    [2, 3, { canonical: "/blog/?page=2", prev: "/blog/", next: "/blog/?page=3" }],
    [3, 3, { canonical: "/blog/?page=3", prev: "/blog/?page=2" }],
    [1, 1, { canonical: "/blog/" }],
    [1, 0, { canonical: "/blog/" }],
    [9, 3, { canonical: "/blog/?page=3", prev: "/blog/?page=2" }],
  ])("page %i of %i", (page, total, expected) => {
    expect(blogHeadLinks("/blog/", page, total)).toEqual(expected);
  });
});

describe("blogCardHref (§2 'Cards link to the article (card link url, else the story's full slug)')", () => {
  it.each([
    [{ cardLinkUrl: "/blog/autumn-edit", fullSlug: "blog/autumn" }, "/blog/autumn-edit"],
    [{ cardLinkUrl: "https://magazine.example/a", fullSlug: "blog/a" }, "https://magazine.example/a"],
    [{ cardLinkUrl: "  ", fullSlug: "blog/autumn" }, "/blog/autumn"],
    [{ fullSlug: "blog/autumn" }, "/blog/autumn"],
    [{ fullSlug: "/blog/autumn" }, "/blog/autumn"],
  ])("%j → %s", (story, expected) => {
    expect(blogCardHref(story)).toBe(expected);
  });
});
