import { describe, expect, it } from "vitest";
import { relatedColourSkus, sortRelatedColours } from "./related-colours";

describe("related colours (presentation-content.md §3 product link 'colorrelation')", () => {
  it("takes the colour relations only, without the product itself or repeats", () => {
    const links = [
      { link_type: "colorrelation", linked_product_sku: "B" },
      { link_type: "related", linked_product_sku: "X" },
      { link_type: "colorrelation", linked_product_sku: "A" },
      { link_type: "colorrelation", linked_product_sku: "B" },
      { link_type: "colorrelation", linked_product_sku: "SELF" },
    ];
    expect(relatedColourSkus({ sku: "SELF", product_links: links })).toEqual(["B", "A"]);
    expect(relatedColourSkus({ sku: "SELF" })).toEqual([]);
  });

  it.each([
    [[{ sku: "a", color_ois: 30 }, { sku: "b", color_ois: 4 }, { sku: "c", color_ois: 12 }], ["b", "c", "a"]],
    [[{ sku: "a", color_ois: "10" }, { sku: "b", color_ois: "9" }], ["b", "a"]],
    [[{ sku: "b" }, { sku: "a", color_ois: 1 }, { sku: "c" }], ["a", "b", "c"]],
  ])("sorts ascending by color_ois, numerically, those without one last (%#)", (products, order) => {
    expect(sortRelatedColours(products as never[]).map((product: { sku: string }) => product.sku)).toEqual(order);
  });
});
