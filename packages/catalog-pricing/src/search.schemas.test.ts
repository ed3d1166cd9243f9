import { describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogSearchRequestSchema, searchReplyOf } from "./search.schemas";
import { categorySchema } from "./category.schemas";

describe("catalogue search request (commerce-core.md §7 Catalogue: filters in, eq, gt; sort; start; size)", () => {
  it.each([
    ["a scalar means eq", { filter: { status: 1 } }, { status: { eq: 1 } }],
    ["an array means in", { filter: { category_ids: [3, 4] } }, { category_ids: { in: [3, 4] } }],
    ["operators stay", { filter: { price: { gt: 10 }, "stock.is_in_stock": { eq: true } } }, { price: { gt: 10 }, "stock.is_in_stock": { eq: true } }],
    ["a range", { filter: { final_price: { range: { from: 50, to: 100 } } } }, { final_price: { range: { from: 50, to: 100 } } }],
  ])("%s", (_case, body, filter) => {
    expect(catalogSearchRequestSchema.parse(body).filter).toEqual(filter);
  });

  it.each([
    ["the config's sort text", "final_price:asc,name:desc", [{ field: "final_price", order: "asc" }, { field: "name", order: "desc" }]],
    ["a field without order", "position", [{ field: "position", order: "asc" }]],
    ["an object list", [{ created_at: "desc" }], [{ field: "created_at", order: "desc" }]],
  ])("sort: %s", (_case, sort, parsed) => {
    expect(catalogSearchRequestSchema.parse({ sort }).sort).toEqual(parsed);
  });

  it.each([
    ["an empty operator object", { filter: { price: {} } }],
    ["an unknown operator", { filter: { price: { between: [1, 2] } } }],
    ["a field path with SQL in it", { filter: { "price; drop table": 1 } }],
    ["an empty range", { filter: { price: { range: {} } } }],
    ["an unknown top-level key", { limit: 10 }],
    ["a bad sort", { sort: "price:up" }],
  ])("rejects %s", (_case, body) => {
    expect(catalogSearchRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe("search-engine style reply", () => {
  const reply = searchReplyOf(z.looseObject({ sku: z.string() }));

  it("reads hits.total as a number or as { value, relation }", () => {
    const hits = [{ _index: "shop_catalog_nl", _type: "product", _id: "1", _score: 1, _source: { sku: "A" } }];
    expect(reply.parse({ hits: { total: 1, max_score: 1, hits } }).hits.total).toBe(1);
    expect(reply.parse({ hits: { total: { value: 3, relation: "eq" }, max_score: null, hits } }).hits.total).toBe(3);
  });

  it("rejects a hit whose source does not fit", () => {
    const hits = [{ _index: "i", _id: "1", _score: 1, _source: { sku: 1 } }];
    expect(reply.safeParse({ hits: { total: 1, max_score: 1, hits } }).success).toBe(false);
  });
});

describe("category (commerce-core.md §3 Category)", () => {
  const shirts = {
    id: 3, name: "Shirts", parent_id: 2, level: 2, path: "1/2/3", position: 1, product_count: 16, is_active: true,
    url_key: "shirts", url_path: "shirts", slug: "shirts", children_count: 1,
    children_data: [{ id: 10, name: "Casual", children_data: [{ id: 20 }] }],
  };

  it("parses a nested children_data tree", () => {
    expect(categorySchema.parse(shirts).children_data?.[0]?.children_data?.[0]?.id).toBe(20);
  });

  it("rejects a path that is not ids", () => {
    expect(categorySchema.safeParse({ ...shirts, path: "root/shirts" }).success).toBe(false);
  });
});
