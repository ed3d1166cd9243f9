import { describe, expect, it } from "vitest";
import { clearListingFilters, toggleListingFilter } from "./listing-toggle";
import type { ListingFacet, ListingQuery } from "./listing.types";

const facets: ListingFacet[] = [
  { type: "checkbox", id: "color", label: "Colour", values: [] },
  { type: "price", id: "price", label: "Price", ranges: [{ id: "0-50", min: 0, max: 50, label: "< €50", count: 1, selected: false }, { id: "150-", min: 150, max: null, label: "> €150", count: 1, selected: false }] },
];
const query: ListingQuery = { route: { kind: "category", path: "/c/x", slug: "x" }, filters: { color: { values: ["navy"] } }, page: 4 };

describe("toggling a facet value (back to page 1)", () => {
  it.each([
    [{ facetId: "color", valueId: "white", selected: true }, { color: { values: ["navy", "white"] } }],
    [{ facetId: "color", valueId: "navy", selected: false }, {}],
    [{ facetId: "price", valueId: "0-50", selected: true }, { color: { values: ["navy"] }, price: { min: 0, max: 50 } }],
    [{ facetId: "price", valueId: "150-", selected: true }, { color: { values: ["navy"] }, price: { min: 150, max: 1_000_000 } }],
  ])("%j", (toggle, filters) => {
    expect(toggleListingFilter(query, facets, toggle)).toEqual({ ...query, filters, page: 1 });
  });

  it("unticks a range and clears all", () => {
    const priced = toggleListingFilter(query, facets, { facetId: "price", valueId: "0-50", selected: true });
    expect(toggleListingFilter(priced, facets, { facetId: "price", valueId: "0-50", selected: false }).filters).toEqual({ color: { values: ["navy"] } });
    expect(clearListingFilters(query)).toEqual({ ...query, filters: {}, page: 1 });
  });
});
