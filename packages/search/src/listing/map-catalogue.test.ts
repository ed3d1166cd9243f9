import type { Attribute, Product } from "@shop/catalog-pricing";
import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { catalogueFacets, listingProductOfCatalogue } from "./map-catalogue";
import type { ListingQuery } from "./listing.types";

const config = createConfig({});
const query: ListingQuery = { route: { kind: "category", path: "/c/x", slug: "x" }, filters: { color: { values: ["49"] }, price: { min: 50, max: 100 } }, page: 1 };
const colour = { attribute_id: 1, attribute_code: "color_ois", frontend_label: "Kleur", is_comparable: false, is_user_defined: true, is_visible: true, options: [{ value: "49", label: "Navy" }, { value: "50", label: "White" }] } as unknown as Attribute;

describe("catalogue facets (commerce-core.md §9 default filters color, price, size, wever)", () => {
  it("values with counts and labels from the attribute; empty buckets and empty facets left out; price ranges counted and selected", () => {
    const facets = catalogueFacets(
      {
        attributes: [colour],
        aggregations: {
          agg_terms_color_ois: [{ key: 49, doc_count: 3 }, { key: 50, doc_count: 0 }, { key: 51, doc_count: 1 }],
          agg_range_final_price: [{ key: "0-50", from: 0, to: 50, doc_count: 2 }, { key: "50-100", from: 50, to: 100, doc_count: 4 }, { key: "150-*", from: 150, doc_count: 1 }],
        },
      },
      query,
      config,
      "€",
    );
    expect(facets.map((facet) => facet.id)).toEqual(["color", "price"]);
    expect(facets[0]).toEqual({ type: "checkbox", id: "color", label: "Kleur", values: [{ id: "49", label: "Navy", count: 3, selected: true }, { id: "51", label: "51", count: 1, selected: false }] });
    expect(facets[1]?.type === "price" && facets[1].ranges.map(({ label, count, selected }) => ({ label, count, selected }))).toEqual([
      { label: "< €50", count: 2, selected: false },
      { label: "€50 - €100", count: 4, selected: true },
      { label: "€100 - €150", count: 0, selected: false },
      { label: "> €150", count: 1, selected: false },
    ]);
  });
});

describe("a catalogue product as a card (presentation-content.md §3 Product card)", () => {
  it.each([
    [{ price: 80, final_price: 60 }, { regular: 80, special: 60 }],
    [{ price: 80, final_price: 80 }, { regular: 80, special: null }],
  ])("%j → %j", (prices, price) => {
    const product = { id: 1, sku: "SH-1", name: "Oxford", url_path: "men/shirts/oxford.html", image: "/sh-1.jpg", stock: { is_in_stock: false, qty: 0, manage_stock: true }, ...prices } as unknown as Product;
    expect(listingProductOfCatalogue(product)).toEqual({ sku: "SH-1", title: "Oxford", link: "/men/shirts/oxford.html", image: [{ src: "/sh-1.jpg", alt: "Oxford" }], price, stock: { is_in_stock: false } });
  });
});

describe("a catalogue product's children on a card", () => {
  it("keeps only what the card's sizes need: sku, status, stock and the configurable attributes' values", () => {
    const product = {
      sku: "SH-1",
      name: "Oxford",
      price: 80,
      configurable_options: [{ attribute_code: "size_ois", label: "Size", values: [{ value_index: 161, label: "S" }] }],
      configurable_children: [{ sku: "SH-1-S", status: 1, size_ois: 161, color_ois: 49, price: 80, image: "/x.jpg", stock: { is_in_stock: false, qty: 0 }, custom_attributes: [{ attribute_code: "material_ois", value: "1" }] }],
    } as unknown as Product;
    expect(listingProductOfCatalogue(product).configurable_children).toEqual([{ sku: "SH-1-S", status: 1, stock: { is_in_stock: false }, size_ois: "161" }]);
  });
});
