import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import type { ListingQuery } from "../listing/listing.types";
import { catalogueListingQuery } from "./catalogue-request";
import { catalogueSortOf, listingSortOfCatalogue, listingSortOfService, listingSortOptions, SERVICE_SORT_OF } from "./listing-sort";
import { OPEN_PRICE_MAX, isPriceRangeSelected, priceFilterOf, priceRangeOptions } from "./price-ranges";

const config = createConfig({});
const category = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({ route: { kind: "category", path: "/c/shirts", slug: "shirts" }, filters: {}, page: 1, ...overrides });

describe("sort options (commerce-core.md §9 'sort options Latest, Price low to high, Price high to low, Recommended, New')", () => {
  it("lists the five in the spec's order", () => {
    expect(listingSortOptions().map((option) => option.label)).toEqual(["Latest", "Price low to high", "Price high to low", "Recommended", "New"]);
  });

  it.each([
    ["latest", "created_at:desc", "LATEST"],
    ["price_asc", "final_price:asc", "PRICE_ASCENDING"],
    ["price_desc", "final_price:desc", "PRICE_DESCENDING"],
    ["recommended", "position:asc", "RELEVANCE"],
    ["new", "new:desc", "NEW"],
  ] as const)("%s → catalogue %s, service %s (and back)", (id, catalogue, service) => {
    expect(catalogueSortOf(id, config.catalog)).toBe(catalogue);
    expect(listingSortOfCatalogue(catalogue, config.catalog)).toBe(id);
    expect(SERVICE_SORT_OF[id]).toBe(service);
    expect(listingSortOfService(service)).toBe(id);
  });

  it("§9 'Default sort: category position ascending' when none is chosen", () => {
    expect(catalogueSortOf(undefined, config.catalog)).toBe("position:asc");
  });
});

describe("price ranges (§9 'Price ranges 0-50, 50-100, 100-150, 150 and up (first and last labelled with '<' and '>' and the currency sign)')", () => {
  it.each([
    ["€", ["< €50", "€50 - €100", "€100 - €150", "> €150"]],
    ["£", ["< £50", "£50 - £100", "£100 - £150", "> £150"]],
  ])("%s", (sign, labels) => {
    expect(priceRangeOptions(config.catalog, sign).map((range) => range.label)).toEqual(labels);
  });

  it("ids, bounds and the open end (and up)", () => {
    expect(priceRangeOptions(config.catalog, "€").map(({ id, min, max }) => ({ id, min, max }))).toEqual([
      { id: "0-50", min: 0, max: 50 },
      { id: "50-100", min: 50, max: 100 },
      { id: "100-150", min: 100, max: 150 },
      { id: "150-", min: 150, max: null },
    ]);
    expect(priceFilterOf({ min: 150, max: null })).toEqual({ min: 150, max: OPEN_PRICE_MAX });
    expect(isPriceRangeSelected({ min: 150, max: OPEN_PRICE_MAX }, { min: 150, max: null })).toBe(true);
    expect(isPriceRangeSelected({ min: 50, max: 100 }, { min: 0, max: 50 })).toBe(false);
  });
});

describe("the catalogue search of a category page (commerce-core.md §5, §9)", () => {
  it("category, visibility 2, 3, 4 and status 1; page size 50; default filters' aggregations; default sort", () => {
    expect(catalogueListingQuery(12, category(), config.catalog)).toEqual({
      filter: { category_ids: { in: [12] }, visibility: { in: [2, 3, 4] }, status: { in: [1] } },
      sort: "position:asc",
      start: 0,
      size: 50,
      aggs: {
        terms: [
          { field: "color_ois", size: 10 },
          { field: "size_ois", size: 10 },
          { field: "wever_ois", size: 10 },
        ],
        range: [{ field: "final_price", ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] }],
      },
    });
  });

  it.each([
    ["status-1", false, { status: { in: [1] }, "stock.is_in_stock": { eq: true } }],
    ["status-0-and-1", true, { status: { in: [0, 1] } }],
  ] as const)("§5 two readings: catalog.listingStatusFilter %s, listOutOfStockProducts %s", (reading, outOfStock, expected) => {
    const catalog = createConfig({ catalog: { listingStatusFilter: reading, listOutOfStockProducts: outOfStock } }).catalog;
    const filter = catalogueListingQuery(3, category(), catalog).filter ?? {};
    expect(filter).toMatchObject(expected);
    expect("stock.is_in_stock" in filter).toBe(!outOfStock);
  });

  it("chosen filters: values as `in` (numbers stay numbers), a range as gte/lt, 'and up' without lt, unknown filters dropped; page 3 starts at 100", () => {
    const query = category({
      filters: { color: { values: ["49", "navy"] }, price: { min: 50, max: 100 }, brand: { values: ["acme"] } },
      sort: "price_desc",
      page: 3,
    });
    const built = catalogueListingQuery(3, query, config.catalog);
    expect(built.filter).toMatchObject({ color_ois: { in: [49, "navy"] }, final_price: { gte: 50, lt: 100 } });
    expect(built.filter).not.toHaveProperty("brand_ois");
    expect(built).toMatchObject({ sort: "final_price:desc", start: 100, size: 50 });
    expect(catalogueListingQuery(3, category({ filters: { price: { min: 150, max: OPEN_PRICE_MAX } } }), config.catalog).filter).toMatchObject({ final_price: { gte: 150 } });
    expect(catalogueListingQuery(3, category({ filters: { price: { min: 150, max: OPEN_PRICE_MAX } } }), config.catalog).filter?.["final_price"]).toEqual({ gte: 150 });
  });
});
