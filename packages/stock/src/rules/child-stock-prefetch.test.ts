import { describe, expect, it } from "vitest";
import { childProductIds, childSkusToPrefetch, type PrefetchProduct } from "./child-stock-prefetch";

const configurable = (sku: string, sizes = ["S", "M"]): PrefetchProduct => ({
  type_id: "configurable",
  configurable_children: sizes.map((size) => ({ sku: `${sku}-${size}` })),
});
const simple: PrefetchProduct = { type_id: "simple" };
const nothingCached = () => false;

describe("child-stock prefetch of the first 8 configurables (commerce-core.md §9 child-stock pre-fetch count 8)", () => {
  it.each<[string, PrefetchProduct[], number, string[]]>([
    ["children of each configurable", [configurable("A"), configurable("B")], 8, ["A-S", "A-M", "B-S", "B-M"]],
    ["only the first `count` configurables", [configurable("A"), configurable("B"), configurable("C")], 2, ["A-S", "A-M", "B-S", "B-M"]],
    ["simple products do not count", [simple, simple, configurable("A")], 1, ["A-S", "A-M"]],
    ["a configurable without children counts but adds nothing", [{ type_id: "configurable", configurable_children: [] }, configurable("B")], 1, []],
    ["missing children list is skipped", [{ type_id: "configurable" }, configurable("B")], 1, ["B-S", "B-M"]],
    ["blank and duplicate child skus are dropped", [{ type_id: "configurable", configurable_children: [{ sku: "X" }, { sku: "" }, { sku: null }, { sku: "X" }] }], 8, ["X"]],
    ["no products", [], 8, []],
  ])("%s", (_case, products, count, skus) => {
    expect(childSkusToPrefetch(products, nothingCached, count)).toEqual(skus);
  });

  it("skips children already in the stock cache", () => {
    expect(childSkusToPrefetch([configurable("A", ["S", "M", "L"])], (sku) => sku === "A-M", 8)).toEqual(["A-S", "A-L"]);
  });

  it("counts 8 configurables by default config: the 9th is not prefetched", () => {
    const products = Array.from({ length: 9 }, (_, n) => configurable(`P${n}`, ["M"]));
    expect(childSkusToPrefetch(products, nothingCached, 8)).toEqual(["P0-M", "P1-M", "P2-M", "P3-M", "P4-M", "P5-M", "P6-M", "P7-M"]);
  });
});

describe("child product ids, to place stock-list items without a sku (commerce-core.md §7: items with product_id)", () => {
  it.each<[string, PrefetchProduct[], Record<string, number>]>([
    ["each child with a sku and an id", [{ type_id: "configurable", configurable_children: [{ sku: "A-S", id: 11 }, { sku: "A-M", id: 12 }] }], { "A-S": 11, "A-M": 12 }],
    ["children without an id or a sku are left out", [{ type_id: "configurable", configurable_children: [{ sku: "A-S" }, { id: 12 }, { sku: " ", id: 13 }, { sku: "A-L", id: null }] }], {}],
    ["products without children add nothing", [{ type_id: "simple" }, { type_id: "configurable", configurable_children: null }], {}],
  ])("%s", (_case, products, ids) => {
    expect(childProductIds(products)).toEqual(ids);
  });
});
