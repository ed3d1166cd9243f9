import { describe, expect, it } from "vitest";
import { compositeInStock, compositePartSkus, type PartState } from "./composite-stock";

const bundle = {
  sku: "BOX",
  type_id: "bundle",
  bundle_options: [
    { option_id: 1, product_links: [{ sku: "TIE-A", qty: 1 }, { sku: "TIE-B", qty: 1 }] },
    { option_id: 2, product_links: [{ sku: "SOCK", qty: 2 }] },
  ],
};
const grouped = {
  sku: "DUO",
  type_id: "grouped",
  product_links: [
    { link_type: "associated", linked_product_sku: "SOCK-A" },
    { link_type: "associated", linked_product_sku: "SOCK-B" },
    { link_type: "colorrelation", linked_product_sku: "OTHER" },
  ],
};
const managed = (qty: number): PartState => ({ enabled: true, stock: { qty, is_in_stock: qty > 0, manage_stock: true } });
const parts = (states: Record<string, PartState>) => (sku: string) => states[sku];
const allThere = { "TIE-A": managed(5), "TIE-B": managed(5), SOCK: managed(5), "SOCK-A": managed(5), "SOCK-B": managed(5), OTHER: managed(5) };

describe("composite stock follows the parts (commerce-core.md §5: in-stock only when out-of-stock listing is off)", () => {
  it("reads a bundle's links and a grouped product's associated products as its parts", () => {
    expect(compositePartSkus(bundle)).toEqual(["TIE-A", "TIE-B", "SOCK"]);
    expect(compositePartSkus(grouped)).toEqual(["SOCK-A", "SOCK-B"]);
    expect(compositePartSkus({ sku: "ODD", type_id: "bundle", bundle_options: "not a list" })).toEqual([]);
  });

  it.each([
    ["every option has a link in stock", {}, true],
    ["one link of an option is sold out, the other is there", { "TIE-A": managed(0) }, true],
    ["every link of an option is sold out", { "TIE-A": managed(0), "TIE-B": managed(0) }, false],
    ["the only link has fewer pieces than the link's qty", { SOCK: managed(1) }, false],
    ["the only link has exactly the link's qty", { SOCK: managed(2) }, true],
    ["the only link is disabled", { SOCK: { ...managed(5), enabled: false } }, false],
    ["the only link has no stock row", { SOCK: { enabled: true, stock: undefined } }, false],
    ["a link not managed but flagged out of stock", { SOCK: { enabled: true, stock: { qty: 0, is_in_stock: false, manage_stock: false } } }, false],
    ["a link not managed and in stock, whatever its qty", { SOCK: { enabled: true, stock: { qty: 0, is_in_stock: true, manage_stock: false } } }, true],
  ])("a bundle: %s", (_case, changes, inStock) => {
    expect(compositeInStock(bundle, parts({ ...allThere, ...changes }))).toBe(inStock);
  });

  it("a bundle whose link's product is unknown is out of stock", () => {
    expect(compositeInStock(bundle, parts({ "TIE-A": managed(5), "TIE-B": managed(5) }))).toBe(false);
  });

  it.each([
    ["both associated products in stock", {}, true],
    ["one sold out", { "SOCK-A": managed(0) }, true],
    ["both sold out (a related product in stock does not count)", { "SOCK-A": managed(0), "SOCK-B": managed(0) }, false],
    ["one sold out, the other disabled", { "SOCK-A": managed(0), "SOCK-B": { ...managed(5), enabled: false } }, false],
  ])("a grouped product: %s", (_case, changes, inStock) => {
    expect(compositeInStock(grouped, parts({ ...allThere, ...changes }))).toBe(inStock);
  });
});
