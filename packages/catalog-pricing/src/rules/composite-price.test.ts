import { describe, expect, it } from "vitest";
import type { Product } from "../product.schemas";
import { bundleGiftBox, groupedTieSet, navySocks, pocketSquare, silkTie } from "../testing/fixtures";
import { associatedLinks, bundlePrice, compositePartSkus, defaultBundleLink, groupedPrice, sumPrices, type PricedPart } from "./composite-price";

const parts = new Map<string, PricedPart>([silkTie, pocketSquare, navySocks].map((product) => [product.sku, product]));

describe("grouped and bundle prices (commerce-core.md §4 Price rules; presentation-content.md §4)", () => {
  it("grouped: the sum of the associated simple products, each qty 1, tax-inclusive too", () => {
    const { prices, missing } = groupedPrice(groupedTieSet, parts);
    expect(missing).toEqual([]);
    expect(prices).toMatchObject({ price: 89.9, final_price: 89.9, price_incl_tax: 89.9, final_price_incl_tax: 89.9, price_tax: 15.6 });
  });

  it("grouped: link quantities do not count (each qty 1)", () => {
    const links = groupedTieSet.product_links?.map((link) => ({ ...link, qty: 5 }));
    expect(groupedPrice({ product_links: links }, parts).prices.final_price).toBe(89.9);
  });

  it("grouped: a link that could not be loaded is reported, the rest summed", () => {
    expect(groupedPrice({ product_links: [...(groupedTieSet.product_links ?? []), { link_type: "associated", linked_product_sku: "GONE" }, { link_type: "colorrelation", linked_product_sku: "X" }] }, parts)).toMatchObject({
      prices: { final_price: 89.9 },
      missing: ["GONE"],
    });
  });

  it("bundle: each option's default link × its qty (navy tie, pocket square, 2 × socks)", () => {
    expect(bundlePrice(bundleGiftBox, parts).prices).toMatchObject({ price: 119.8, final_price_incl_tax: 119.8 });
  });

  it("bundle: the first link when no link is default", () => {
    const options = [{ option_id: 9, title: "Tie", product_links: [{ id: 1, sku: "AC-POC-WHT", qty: 2, is_default: false }, { id: 2, sku: "AC-STI-NAV", qty: 1, is_default: false }] }];
    expect(bundlePrice({ bundle_options: options }, parts).prices.final_price).toBe(59.9);
    expect(compositePartSkus({ type_id: "bundle", bundle_options: options })).toEqual(["AC-POC-WHT"]);
  });

  it.each([
    ["a quantity below 0 is ignored in totals", -1, 0],
    ["qty 0 adds nothing", 0, 0],
    ["qty 3", 3, 44.85],
  ])("%s", (_case, qty, total) => {
    expect(sumPrices([{ part: navySocks, qty }]).final_price).toBe(total);
  });

  it("a part without incl_tax or final fields falls back to its price", () => {
    const bare = { price: 10 } as Product;
    expect(sumPrices([{ part: bare, qty: 2 }])).toMatchObject({ price: 20, final_price: 20, final_price_incl_tax: 20, price_tax: 0 });
  });

  it("sums only composite products' parts", () => {
    expect(compositePartSkus(groupedTieSet)).toEqual(["AC-STI-NAV", "AC-POC-WHT"]);
    expect(compositePartSkus(bundleGiftBox)).toEqual(["AC-STI-NAV", "AC-POC-WHT", "AC-SOK-NAV"]);
    expect(compositePartSkus(silkTie)).toEqual([]);
  });
});

describe("composite parts (commerce-core.md §4 Price rules)", () => {
  const link = (sku: string, isDefault: boolean) => ({ id: sku, sku, qty: 1, is_default: isDefault });
  it.each([
    ["the default link", [link("A", false), link("B", true), link("C", true)], "B"],
    ["the first link when none is default", [link("A", false), link("B", false)], "A"],
    ["no link for an empty option", [], undefined],
  ])("defaultBundleLink: %s", (_case, productLinks, sku) => {
    expect(defaultBundleLink({ product_links: productLinks })?.sku).toBe(sku);
  });

  it.each([
    ["only associated links", [{ link_type: "associated", linked_product_sku: "A" }, { link_type: "related", linked_product_sku: "B" }, { link_type: "associated", linked_product_sku: "C" }], ["A", "C"]],
    ["none without links", undefined, []],
  ])("associatedLinks: %s", (_case, productLinks, skus) => {
    expect(associatedLinks({ product_links: productLinks }).map((entry) => entry.linked_product_sku)).toEqual(skus);
  });
});
