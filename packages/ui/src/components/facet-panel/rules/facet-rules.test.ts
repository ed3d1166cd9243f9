import { DEFAULT_STORE_VIEWS } from "@shop/core";
import { describe, expect, it } from "vitest";
import { visibleFacetValues } from "./facet-values";
import { DEFAULT_PRICE_RANGES, priceRangeLabel } from "./price-ranges";

const values = (count: number, selected: readonly number[] = []) =>
  Array.from({ length: count }, (_, index) => ({ id: `v${index}`, selected: selected.includes(index) }));
const ids = (list: readonly { id: string }[]) => list.map((value) => value.id).join(",");

describe("visibleFacetValues (presentation-content.md §3 'Facet shows 5 attributes by default')", () => {
  it.each([
    // [values, chosen indexes, expanded, shown, hidden]
    [3, [], false, "v0,v1,v2", 0],
    [5, [], false, "v0,v1,v2,v3,v4", 0],
    [6, [], false, "v0,v1,v2,v3,v4", 1],
    [9, [], false, "v0,v1,v2,v3,v4", 4],
    // A chosen value beyond the first 5 stays in sight.
    [9, [7], false, "v0,v1,v2,v3,v4,v7", 3],
    [9, [1, 8], false, "v0,v1,v2,v3,v4,v8", 3],
    [9, [], true, "v0,v1,v2,v3,v4,v5,v6,v7,v8", 0],
  ] as const)("%i values, chosen %j, expanded %s → %s (%i hidden)", (count, selected, expanded, shown, hidden) => {
    const result = visibleFacetValues(values(count, selected), expanded);
    expect(ids(result.shown)).toBe(shown);
    expect(result.hiddenCount).toBe(hidden);
  });
});

describe("priceRangeLabel (commerce-core.md §9 price ranges, first and last with '<' and '>' and the currency sign)", () => {
  const nl = DEFAULT_STORE_VIEWS.nl.i18n;
  const de = DEFAULT_STORE_VIEWS.de.i18n;
  it.each([
    ["0-50", "< € 50"],
    ["50-100", "50 - 100"],
    ["100-150", "100 - 150"],
    ["150-", "> € 150"],
  ])("%s → %s (nl)", (id, label) => {
    const range = DEFAULT_PRICE_RANGES.find((candidate) => candidate.id === id)!;
    expect(priceRangeLabel(range, nl)).toBe(label);
  });

  it("follows the store view's price format", () => {
    expect(priceRangeLabel({ min: 0, max: 50 }, { ...de, priceFormat: "{amount} {sign}" })).toBe("< 50 €");
    expect(priceRangeLabel({ min: 150, max: null }, { ...nl, currencySign: "$", priceFormat: "{sign}{amount}" })).toBe("> $150");
  });

  it("keeps cents of an uneven bound, and a euro sign without store settings", () => {
    expect(priceRangeLabel({ min: 0, max: 49.5 }, nl)).toBe("< € 49,50");
    expect(priceRangeLabel({ min: 150, max: null })).toBe("> €150");
  });
});
