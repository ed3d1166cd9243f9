import { describe, expect, it } from "vitest";
import { LISTING_PAGE_SIZE, listingPageCount } from "./listing-pages";

describe("listingPageCount (commerce-core.md §9 product list 50)", () => {
  it("pages by 50", () => {
    expect(LISTING_PAGE_SIZE).toBe(50);
  });

  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [120, 3],
    [-3, 1],
  ])("%i products → %i pages", (total, pages) => {
    expect(listingPageCount(total)).toBe(pages);
  });

  it("takes another page size (the search service's limit 20, presentation-content.md §9)", () => {
    expect(listingPageCount(41, 20)).toBe(3);
  });
});
