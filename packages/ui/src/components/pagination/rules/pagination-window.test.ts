import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { BLOG_VISIBLE_PAGES, clampPage, paginationArrows, paginationWindow, SHOP_VISIBLE_PAGES, showPagination } from "./pagination-window";

describe("visible pages (presentation-content.md §9 'Pagination: 3 visible pages (shop), 5 (blog)')", () => {
  it("are 3 in the shop and 5 on the blog, the blog's from ShopConfig", () => {
    expect(SHOP_VISIBLE_PAGES).toBe(3);
    expect(BLOG_VISIBLE_PAGES).toBe(5);
    expect(BLOG_VISIBLE_PAGES).toBe(createConfig().blog.paginationVisiblePages);
  });
});

describe("paginationWindow (presentation-content.md §2, §9: 3 visible, 5 on the blog)", () => {
  it.each([
    ["first page", 1, 10, 3, [1, 2, 3]],
    ["centred", 5, 10, 3, [4, 5, 6]],
    ["last page", 10, 10, 3, [8, 9, 10]],
    ["next to last", 9, 10, 3, [8, 9, 10]],
    ["fewer pages than visible", 2, 2, 3, [1, 2]],
    ["one page", 1, 1, 3, [1]],
    ["no pages", 1, 0, 3, []],
    ["blog: five, centred", 6, 12, 5, [4, 5, 6, 7, 8]],
    ["blog: five at the start", 2, 12, 5, [1, 2, 3, 4, 5]],
    ["blog: five at the end", 12, 12, 5, [8, 9, 10, 11, 12]],
    ["even count leans forward", 5, 10, 4, [4, 5, 6, 7]],
    ["current beyond the end is clamped", 40, 10, 3, [8, 9, 10]],
    ["current below 1 is clamped", -3, 10, 3, [1, 2, 3]],
  ] as const)("%s", (_case, current, total, visible, expected) => {
    expect(paginationWindow(current, total, visible)).toEqual(expected);
  });
});

describe("paginationArrows (§2 arrows hidden when disabled)", () => {
  it.each([
    [1, 10, { previous: false, next: true }],
    [5, 10, { previous: true, next: true }],
    [10, 10, { previous: true, next: false }],
    [1, 1, { previous: false, next: false }],
    // A current page beyond the end is the last page: previous leads to 9, never to 11.
    [12, 10, { previous: true, next: false }],
    [0, 10, { previous: false, next: true }],
  ])("page %i of %i", (current, total, expected) => {
    expect(paginationArrows(current, total)).toEqual(expected);
  });
});

describe("clampPage (the current page within 1…totalPages)", () => {
  it.each([
    [5, 10, 5],
    [12, 10, 10],
    [0, 10, 1],
    [-3, 10, 1],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [3, 0, 1],
  ])("page %d of %d → %d", (current, total, expected) => {
    expect(clampPage(current, total)).toBe(expected);
  });
});

describe("showPagination (§2 shown only when fewer items are loaded than the total and nothing is loading)", () => {
  it.each([
    [{ loadedCount: 20, totalCount: 100, loading: false }, true],
    [{ loadedCount: 20, totalCount: 100, loading: true }, false],
    [{ loadedCount: 100, totalCount: 100, loading: false }, false],
    [{ loadedCount: 0, totalCount: 0, loading: false }, false],
  ])("%j → %s", (input, expected) => {
    expect(showPagination(input)).toBe(expected);
  });
});
