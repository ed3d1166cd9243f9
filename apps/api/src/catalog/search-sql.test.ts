import { describe, expect, it } from "vitest";
import { columnFor, conditionPredicate, filtersSql, jsonPath, likePattern, orderSql, Params } from "./search-sql";

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
    expect(sql[0]).toBe("d.filter_doc @> ANY($1::jsonb[])");
    expect(params.values[0]).toEqual(['{"visibility":4}', '{"visibility":[4]}', '{"visibility":"4"}', '{"visibility":["4"]}']);
    expect(sql[1]).toContain("FROM stock_item s");
    expect(sql[2]).toMatch(/^jsonb_path_exists\(d\.filter_doc, /);
    expect(params.values).toContain('$ ? (exists(@."price" ? (@ > $v0)) && exists(@."category"."name" ? (@ == $v1)))');
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
