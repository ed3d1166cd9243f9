import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NotAListingError, listingQueryFromUrl, listingUrlFromQuery } from "./listing-url";
import { listingRouteOf } from "./listing-route";
import { LISTING_SORTS, type ListingQuery } from "./listing.types";

const categoryFilters = ["color", "price", "size", "wever"];

describe("listingRouteOf (presentation-content.md §2 route table)", () => {
  it.each([
    ["/c/shirts", { kind: "category", path: "/c/shirts", slug: "shirts" }],
    ["/en/c/shirts/", { kind: "category", path: "/en/c/shirts/", slug: "shirts" }],
    ["/l/elevate/new-in", { kind: "landing", path: "/l/elevate/new-in" }],
    ["/catalogsearch/result/", { kind: "search", path: "/catalogsearch/result/" }],
    ["/de/catalogsearch/result", { kind: "search", path: "/de/catalogsearch/result" }],
    ["/p/SH-1/shirt", null],
    ["/c/", null],
  ])("%s → %j", (path, expected) => {
    expect(listingRouteOf(path)).toEqual(expected);
  });
});

describe("listingQueryFromUrl (§2, §5 Listing filters)", () => {
  it("reads a category listing: f. filters only, a JSON array of 2 as min/max, sort, page", () => {
    expect(listingQueryFromUrl("/c/shirts?f.color=navy|white&color=red&f.price=[50,100]&sort=price_asc&page=3", { categoryFilters })).toEqual({
      route: { kind: "category", path: "/c/shirts", slug: "shirts" },
      filters: { color: { values: ["navy", "white"] }, price: { min: 50, max: 100 } },
      sort: "price_asc",
      page: 3,
    });
  });

  it("§2 'Only route params in the valid category search options are accepted': other filters of a category are dropped", () => {
    expect(listingQueryFromUrl("/c/shirts?f.brand=acme&f.size=M", { categoryFilters }).filters).toEqual({ size: { values: ["M"] } });
  });

  it("a service page keeps every f. filter (its facets are the service's)", () => {
    expect(listingQueryFromUrl("/l/elevate/sale?f.brand=acme", { categoryFilters }).filters).toEqual({ brand: { values: ["acme"] } });
  });

  it.each([
    ["page=0", 1],
    ["page=-2", 1],
    ["page=abc", 1],
    ["page=2", 2],
    ["", 1],
  ])("%s → page %i", (query, page) => {
    expect(listingQueryFromUrl(`/c/x?${query}`).page).toBe(page);
  });

  it("an unknown sort is the default (absent); q only on search results", () => {
    expect(listingQueryFromUrl("/c/x?sort=cheapest&q=shirt")).toEqual({ route: { kind: "category", path: "/c/x", slug: "x" }, filters: {}, page: 1 });
    expect(listingQueryFromUrl("/catalogsearch/result/?q=%20ovrhemd%20").q).toBe("ovrhemd");
  });

  it("throws NotAListingError for another path", () => {
    expect(() => listingQueryFromUrl("/p/SH-1/shirt")).toThrow(NotAListingError);
  });
});

describe("listingUrlFromQuery (URL ↔ state)", () => {
  it("omits page 1 (§2 'page 1 omits it') and writes the rest in one order", () => {
    const query: ListingQuery = { route: { kind: "category", path: "/c/shirts", slug: "shirts" }, filters: { size: { values: ["M"] }, color: { values: ["navy"] } }, sort: "new", page: 1 };
    expect(listingUrlFromQuery(query)).toBe("/c/shirts?f.color=navy&f.size=M&sort=new");
    expect(listingUrlFromQuery({ route: query.route, filters: {}, page: 2 })).toBe("/c/shirts?page=2");
    expect(listingUrlFromQuery({ route: query.route, filters: {}, page: 1 })).toBe("/c/shirts");
  });

  it("writes the search text first on search results", () => {
    expect(listingUrlFromQuery({ route: { kind: "search", path: "/catalogsearch/result/" }, q: "blue shirt", filters: {}, page: 2 })).toBe("/catalogsearch/result/?q=blue+shirt&page=2");
  });

  // Every listing state is a shareable URL: state → URL → state gives the same state back.
  it("round-trips every query (property)", () => {
    const word = fc.stringMatching(/^[a-z0-9][a-z0-9 -]{0,10}$/).map((text) => text.trim()).filter((text) => text !== "");
    const route = fc.oneof(
      fc.constantFrom("shirts", "jeans", "new-in").map((slug) => ({ kind: "category" as const, path: `/c/${slug}`, slug })),
      fc.constantFrom("/l/elevate/new-in", "/l/elevate/sale").map((path) => ({ kind: "landing" as const, path })),
      fc.constant({ kind: "search" as const, path: "/catalogsearch/result/" }),
    );
    const filter = fc.oneof(
      fc.uniqueArray(word.filter((text) => !text.includes("|")), { minLength: 1, maxLength: 3 }).map((values) => ({ values })),
      fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
    );
    const query = fc.record({
      route,
      q: word,
      filters: fc.dictionary(fc.constantFrom(...categoryFilters), filter, { maxKeys: 4 }),
      sort: fc.option(fc.constantFrom(...LISTING_SORTS), { nil: undefined }),
      page: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(query, (generated) => {
        const normalized: ListingQuery = {
          route: generated.route,
          ...(generated.route.kind === "search" && { q: generated.q }),
          filters: generated.filters,
          ...(generated.sort !== undefined && { sort: generated.sort }),
          page: generated.page,
        };
        const back = listingQueryFromUrl(listingUrlFromQuery(normalized), { categoryFilters });
        expect(back).toEqual(normalized);
        expect(listingUrlFromQuery(back)).toBe(listingUrlFromQuery(normalized));
      }),
    );
  });
});
