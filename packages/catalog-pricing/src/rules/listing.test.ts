import { createTestConfig } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { listingAggregations, listingFilters, priceRanges, sortFor, sortOptions } from "./listing";

const catalog = (overrides: Parameters<typeof createTestConfig>[0] = {}) => createTestConfig(overrides).catalog;

describe("listing filters (commerce-core.md §5; presentation-content.md §5 Search)", () => {
  it.each([
    ["listing: visibility 2,3,4 and status 1", catalog(), "listing", { visibility: { in: [2, 3, 4] }, status: { in: [1] } }],
    ["listing, the status 0-and-1 reading", catalog({ catalog: { listingStatusFilter: "status-0-and-1" } }), "listing", { visibility: { in: [2, 3, 4] }, status: { in: [0, 1] } }],
    ["in stock only when out-of-stock listing is off", catalog({ catalog: { listOutOfStockProducts: false } }), "listing", { visibility: { in: [2, 3, 4] }, status: { in: [1] }, "stock.is_in_stock": { eq: true } }],
    ["search panel: visibility 3,4 and status 0,1", catalog(), "search", { visibility: { in: [3, 4] }, status: { in: [0, 1] } }],
  ] as const)("%s", (_case, settings, context, filters) => {
    expect(listingFilters(settings, context)).toEqual(filters);
  });
});

describe("sort options and price ranges (commerce-core.md §9)", () => {
  it("sort options Latest, Price low to high, Price high to low, Recommended, New; default category position ascending", () => {
    expect(sortOptions(catalog()).map((option) => option.label)).toEqual(["Latest", "Price low to high", "Price high to low", "Recommended", "New"]);
    expect(sortFor(catalog(), "final_price:desc")).toBe("final_price:desc");
    expect(sortFor(catalog(), "hacked:asc")).toBe("position:asc");
    expect(sortFor(catalog(), undefined)).toBe("position:asc");
  });

  it("price ranges 0-50, 50-100, 100-150, 150 and up; first and last labelled with < and > and the currency sign", () => {
    expect(priceRanges(catalog(), "€")).toEqual([
      { from: 0, to: 50, label: "< €50" },
      { from: 50, to: 100, label: "€50 - €100" },
      { from: 100, to: 150, label: "€100 - €150" },
      { from: 150, label: "> €150" },
    ]);
  });

  it("aggregations of the default filters color, price, size, wever (10 buckets)", () => {
    expect(listingAggregations(catalog())).toEqual({
      terms: [
        { field: "color_ois", size: 10 },
        { field: "size_ois", size: 10 },
        { field: "wever_ois", size: 10 },
      ],
      range: [{ field: "final_price", ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] }],
    });
  });
});
