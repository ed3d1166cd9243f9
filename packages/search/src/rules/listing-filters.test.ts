import { describe, expect, it } from "vitest";
import { listingFiltersFromQuery, listingFiltersToQuery, parseFilterValue } from "./listing-filters";

describe("listing filters (presentation-content.md §5 Listing filters)", () => {
  it("uses only parameters starting with f.", () => {
    expect(listingFiltersFromQuery(new URLSearchParams("f.color=navy&color=white&q=shirt&f.=x&page=2"))).toEqual({ color: { values: ["navy"] } });
  });

  it.each([
    ["[50,100]", { min: 50, max: 100 }],
    ["[100,50]", { min: 50, max: 100 }],
    ["[0,50,150]", { min: 0, max: 150 }],
    ["[42]", { values: ["42"] }],
    ["navy|white", { values: ["navy", "white"] }],
    ["navy", { values: ["navy"] }],
    ["[a,b", { values: ["[a,b"] }],
    ["[\"x\",\"y\"]", undefined],
    ["", undefined],
    ["[]", undefined],
  ])("%s → %j (a JSON array with more than 1 entry becomes min and max)", (value, expected) => {
    expect(parseFilterValue(value)).toEqual(expected);
  });

  it("joins the values of a parameter given twice", () => {
    expect(listingFiltersFromQuery(new URLSearchParams("f.size=M&f.size=L|M"))).toEqual({ size: { values: ["M", "L"] } });
  });

  it("maps back to the same query (URL ↔ state)", () => {
    const query = new URLSearchParams("f.price=[50,100]&f.color=navy|white");
    const filters = listingFiltersFromQuery(query);
    expect(listingFiltersToQuery(filters)).toEqual([
      ["f.color", "navy|white"],
      ["f.price", "[50,100]"],
    ]);
    expect(listingFiltersFromQuery(listingFiltersToQuery(filters))).toEqual(filters);
  });
});
