import { describe, expect, it } from "vitest";
import { requestHash } from "./request-hash";
import { buildSearchRequest, SearchRequestError } from "./search-request";

const limits = { defaultSize: 50, maxFilterQuerySize: 999 };

describe("entity search request (commerce-core.md §7 Catalogue: filters in/eq/gt, sort, start, size, included/excluded fields)", () => {
  it.each([
    ["eq, in and gt filters pass through", { filter: { sku: "A", status: { in: [0, 1] }, final_price: { gt: 10 } } }, { filter: { sku: "A", status: { in: [0, 1] }, final_price: { gt: 10 } }, from: 0, size: 50 }],
    ["sort fields become field:dir", { sort: [{ field: "final_price", order: "asc" as const }, { field: "name", order: "desc" as const }] }, { sort: "final_price:asc,name:desc", from: 0, size: 50 }],
    ["a sort string is kept", { sort: "position:asc" }, { sort: "position:asc", from: 0, size: 50 }],
    ["start and size clamped (§9)", { start: -1, size: 0 }, { from: 0, size: 50 }],
    ["included and excluded fields go to _source", { includeFields: ["sku", "name"], excludeFields: ["description"] }, { from: 0, size: 50, _source: { includes: ["sku", "name"], excludes: ["description"] } }],
    ["a blank full-text query is left out", { query: "  " }, { from: 0, size: 50 }],
    ["a full-text query is trimmed", { query: " oxford " }, { query: "oxford", from: 0, size: 50 }],
    ["an empty filter is left out", { filter: {} }, { from: 0, size: 50 }],
  ])("%s", (_case, query, body) => {
    expect(buildSearchRequest(query, limits)).toEqual(body);
  });

  it("refuses an in filter longer than catalog.maxFilterQuerySize (§9: 999), naming the field", () => {
    const skus = Array.from({ length: 1000 }, (_, index) => `SKU-${index}`);
    expect(() => buildSearchRequest({ filter: { sku: skus } }, limits)).toThrow(SearchRequestError);
    expect(() => buildSearchRequest({ filter: { sku: { in: skus } } }, limits)).toThrow(/filter\.sku: lists 1000 values; at most 999/);
    expect(() => buildSearchRequest({ filter: { sku: skus.slice(0, 999) } }, limits)).not.toThrow();
  });

  it.each([
    ["an unknown operator", { filter: { sku: { like: "A" } } }, /filter\.sku/],
    ["a field path with spaces", { filter: { "bad field": "A" } }, /filter/],
    ["a malformed sort", { sort: "price;drop" }, /sort/],
  ])("a bad query (%s) is a SearchRequestError with its issues, nothing is sent", (_case, query, pattern) => {
    expect(() => buildSearchRequest(query as never, limits)).toThrow(pattern);
  });
});

describe("request hash (presentation-content.md §7: results cached per hash of the request)", () => {
  it("is the same for the same request whatever the key order", () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: "x" } })).toBe(requestHash({ b: { d: "x", c: [1, 2] }, a: 1 }));
  });

  it.each([
    ["another filter value", { type: "product", filter: { sku: "B" } }],
    ["another entity type", { type: "category", filter: { sku: "A" } }],
    ["another customer group", { type: "product", filter: { sku: "A" }, group: 1 }],
  ])("differs for %s", (_case, other) => {
    expect(requestHash({ type: "product", filter: { sku: "A" } })).not.toBe(requestHash(other));
  });

  it("keeps the order of arrays (an in list in another order is another request)", () => {
    expect(requestHash({ sku: ["B", "A"] })).not.toBe(requestHash({ sku: ["A", "B"] }));
  });
});
