import { DEFAULT_STORE_VIEWS } from "@shop/core";
import { describe, expect, it } from "vitest";
import type { ListingFacet } from "../../facet-panel/rules/facet.types";
import { activeFilters, activeFilterRemoval } from "./active-filters";

const facets: ListingFacet[] = [
  {
    type: "checkbox",
    id: "color",
    label: "Color",
    values: [
      { id: "navy", label: "Navy", count: 4, selected: true },
      { id: "white", label: "White", count: 2, selected: false },
      { id: "grey", label: "Grey", count: 1, selected: true },
    ],
  },
  {
    type: "price",
    id: "price",
    label: "Price",
    ranges: [
      { id: "0-50", min: 0, max: 50, count: 3, selected: true },
      { id: "150-", min: 150, max: null, count: 1, selected: true },
    ],
  },
  {
    type: "size",
    id: "size",
    label: "Size",
    sizeTypes: [{ id: "clothing", label: "Clothing", formats: [{ id: "int", label: "INT", values: [{ id: "m", label: "M", count: 3, selected: true }] }] }],
  },
  { type: "checkbox", id: "wever", label: "Weave", values: [{ id: "twill", label: "Twill", count: 2, selected: false }] },
];

describe("activeFilters (commerce-core.md §9 default filters color, price, size, wever)", () => {
  it("lists the chosen values in facet order, price ranges with their §9 labels", () => {
    expect(activeFilters(facets, DEFAULT_STORE_VIEWS.nl.i18n).map((filter) => `${filter.facetLabel}: ${filter.label}`)).toEqual([
      "Color: Navy",
      "Color: Grey",
      "Price: < € 50",
      "Price: > € 150",
      "Size: M",
    ]);
  });

  it("has none without a choice", () => {
    expect(activeFilters([facets[3]!])).toEqual([]);
  });

  it("removes a chip by toggling its value off", () => {
    expect(activeFilterRemoval(activeFilters(facets)[0]!)).toEqual({ facetId: "color", valueId: "navy", selected: false });
  });
});
