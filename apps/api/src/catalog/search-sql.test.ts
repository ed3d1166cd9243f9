import { describe, expect, it } from "vitest";
import { columnFor, conditionPredicate, fieldSource, filtersSql, jsonPath, likePattern, orderSql, Params, valueSql } from "./search-sql";

describe("search filters as SQL (commerce-core.md §7: filters in, eq, gt; sort)", () => {
  it("quotes every key of a field path", () => {
    expect(jsonPath("stock.is_in_stock")).toBe('$."stock"."is_in_stock"');
  });

  it.each([
    ["eq on a number matches number and text", { eq: 3 }, "(@ == $v0 || @ == $v1)", { v0: 3, v1: "3" }],
    ["eq on text", { eq: "simple" }, "@ == $v0", { v0: "simple" }],
    ["in", { in: [true, "x"] }, "(@ == $v0 || @ == $v1)", { v0: true, v1: "x" }],
    ["gt and lte", { gt: 1, lte: 5 }, "@ > $v0 && @ <= $v1", { v0: 1, v1: 5 }],
    ["range: from inclusive, to exclusive", { range: { from: 50, to: 100 } }, "@ >= $v0 && @ < $v1", { v0: 50, v1: 100 }],
  ])("%s", (_case, condition, predicate, vars) => {
    const collected: Record<string, unknown> = {};
    expect(conditionPredicate(condition, collected)).toBe(predicate);
    expect(collected).toEqual(vars);
  });

  it("answers top-level eq/in by containment, the rest by one jsonpath, stock by the stock table", () => {
    const params = new Params();
    const sql = filtersSql({ visibility: { in: [4] }, "stock.is_in_stock": { eq: true }, price: { gt: 10 }, "category.name": { eq: "Shirts" } }, params);
    // visibility is shared by nearly every product: the field read once and compared, no index form.
    expect(sql[0]).toMatch(/^\(CASE jsonb_typeof\(d\.filter_doc->\$1::text\) WHEN 'array' THEN d\.filter_doc->\$1::text @> ANY\(\$2::jsonb\[\]\)\s+ELSE d\.filter_doc->\$1::text = ANY\(\$3::jsonb\[\]\) END\)$/);
    expect(params.values.slice(0, 3)).toEqual(["visibility", ["[4]", '["4"]'], ["4", '"4"']]);
    expect(sql[1]).toMatch(/^jsonb_path_exists\(coalesce\(\(SELECT jsonb_build_object\('is_in_stock', s\.is_in_stock, .* FROM stock_item s WHERE s\.sku = d\.sku\), d\.filter_doc->'stock'\), /);
    expect(sql[2]).toMatch(/^jsonb_path_exists\(d\.filter_doc, /);
    expect(params.values).toContain('$ ? (exists(@."price" ? (@ > $v0)) && exists(@."category"."name" ? (@ == $v1)))');
  });

  it("a selective field also gets an OR of containments, which the GIN index of filter_doc answers (migration 015)", () => {
    const params = new Params();
    const [sql] = filtersSql({ category_ids: { eq: 3 } }, params);
    expect(sql).toContain(" AND (d.filter_doc @> $4::jsonb OR d.filter_doc @> $5::jsonb OR d.filter_doc @> $6::jsonb OR d.filter_doc @> $7::jsonb))");
    expect(params.values.slice(3)).toEqual(['{"category_ids":3}', '{"category_ids":[3]}', '{"category_ids":"3"}', '{"category_ids":["3"]}']);
  });

  // apps/api README: filters on stock read live stock; the client's filterConditionSchema: a scalar means eq, an array in.
  it.each([
    ["true (eq)", { "stock.is_in_stock": { eq: true } }, '$ ? (exists(@."is_in_stock" ? (@ == $v0)))', { v0: true }],
    ["[true] (in)", { "stock.is_in_stock": { in: [true] } }, '$ ? (exists(@."is_in_stock" ? ((@ == $v0))))', { v0: true }],
    ["qty gt 0", { "stock.qty": { gt: 0 } }, '$ ? (exists(@."qty" ? (@ > $v0)))', { v0: 0 }],
    ["qty range", { "stock.qty": { range: { from: 1, to: 5 } } }, '$ ? (exists(@."qty" ? (@ >= $v0 && @ < $v1)))', { v0: 1, v1: 5 }],
    ["manage_stock eq false", { "stock.manage_stock": { eq: false } }, '$ ? (exists(@."manage_stock" ? (@ == $v0)))', { v0: false }],
    ["two stock conditions on one live row", { "stock.is_in_stock": { eq: true }, "stock.qty": { gte: 2 } }, '$ ? (exists(@."is_in_stock" ? (@ == $v0)) && exists(@."qty" ? (@ >= $v1)))', { v0: true, v1: 2 }],
  ])("every stock condition reads the live stock row, %s", (_case, filter, path, vars) => {
    const params = new Params();
    const sql = filtersSql(filter, params);
    expect(sql).toHaveLength(1);
    expect(sql[0]).toContain("FROM stock_item s WHERE s.sku = d.sku), d.filter_doc->'stock')");
    expect(params.values).toEqual([path, JSON.stringify(vars)]);
  });

  it("a condition on the children's stock reads each child's live stock row, any child matching", () => {
    const params = new Params();
    const sql = filtersSql({ "configurable_children.stock.is_in_stock": { eq: false }, "configurable_children.stock.qty": { lt: 1 } }, params);
    expect(sql).toHaveLength(2);
    for (const clause of sql) expect(clause).toMatch(/^EXISTS \(SELECT 1 FROM jsonb_array_elements\(CASE WHEN jsonb_typeof\(d\.doc->'configurable_children'\) = 'array' .* FROM stock_item s WHERE s\.sku = child->>'sku'\), child->'stock'\), /);
    expect(params.values).toEqual(['$ ? (exists(@."is_in_stock" ? (@ == $v0)))', '{"v0":false}', '$ ? (exists(@."qty" ? (@ < $v0)))', '{"v0":1}']);
  });

  it.each([
    ["stock.qty", { kind: "stock", path: "qty" }],
    ["stock.is_in_stock", { kind: "stock", path: "is_in_stock" }],
    ["configurable_children.stock.is_in_stock", { kind: "child-stock", path: "is_in_stock" }],
    ["configurable_children.size_ois", { kind: "document", path: "configurable_children.size_ois" }],
    ["stock", { kind: "document", path: "stock" }],
    ["stockist.name", { kind: "document", path: "stockist.name" }],
  ])("reads %s from %j", (field, source) => {
    expect(fieldSource(field)).toEqual(source);
  });

  it("sorts and ranges stock by the live row, other fields by the document column", () => {
    const params = new Params();
    expect(valueSql("stock.qty", "d", params)).toMatch(/^\(coalesce\(\(SELECT .* FROM stock_item s WHERE s\.sku = d\.sku\), d\.filter_doc->'stock'\) #> \$1::text\[\]\)$/);
    expect(valueSql("final_price", "matched", params)).toBe("(matched.filter_doc #> $2::text[])");
    expect(params.values).toEqual([["qty"], ["final_price"]]);
  });

  it("reads fields the projection leaves out from the whole document", () => {
    const params = new Params();
    const [sql] = filtersSql({ "configurable_children.size_ois": { eq: 185 } }, params);
    expect(sql).toMatch(/^jsonb_path_exists\(d\.doc, /);
    expect(columnFor("configurable_children.sku")).toBe("d.doc");
    expect(columnFor("stock.qty")).toBe("d.filter_doc");
  });

  it("sorts by the CTE's sort keys, with the text score and a stable tie-break", () => {
    expect(orderSql([{ field: "final_price", order: "desc" }, { field: "_score", order: "desc" }, { field: "name", order: "asc" }], true)).toBe(
      "sort0 DESC NULLS LAST, score DESC, sort1 ASC NULLS LAST, length(entity_id), entity_id",
    );
    expect(orderSql([], true)).toBe("score DESC, length(entity_id), entity_id");
  });

  it("escapes LIKE wildcards of a search term", () => {
    expect(likePattern("50%_off")).toBe("%50\\%\\_off%");
  });
});
