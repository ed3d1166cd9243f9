import { createConfig } from "@shop/core";
import type { Product } from "@shop/catalog-pricing";
import { describe, expect, it } from "vitest";
import { breadcrumbsOf, bundlePriceOf, chosenBundleOptions, chosenCustomOptions, priceOf, relatedColoursOf } from "./product-view";

const config = createConfig({});
const nl = config.storeViews.views["nl"]!;

describe("the product page's view of a product", () => {
  it.each([
    [{ price: 100, price_incl_tax: 121, regular_price_incl_tax: 121, final_price_incl_tax: 121 }, { regular: 121 }],
    [{ price: 100, price_incl_tax: 121, regular_price_incl_tax: 121, final_price_incl_tax: 96.8 }, { regular: 121, special: 96.8 }],
    [{ price: 50 }, { regular: 50 }],
  ])("shows the regular price and a lower final price as special (%#)", (product, expected) => {
    expect(priceOf(product)).toEqual(expected);
  });

  it("builds Home > parent category > category > product from the deepest category", () => {
    const crumbs = breadcrumbsOf(
      { name: "Oxford wit", category: [{ category_id: 3, name: "Overhemden", slug: "overhemden", path: "overhemden" }, { category_id: 10, name: "Casual", slug: "casual", path: "overhemden/casual" }] },
      "Home",
      (path) => `/en${path}`,
    );
    expect(crumbs).toEqual([{ label: "Home", href: "/en/" }, { label: "Overhemden", href: "/en/c/overhemden/" }, { label: "Casual", href: "/en/c/casual/" }, { label: "Oxford wit" }]);
  });

  it("lists the colours with the current one, sorted by color_ois, none for a single colour", () => {
    const product = (sku: string, color: number, label: string) => ({ sku, name: sku, slug: sku.toLowerCase(), type_id: "configurable", color_ois: color, configurable_options: [{ attribute_code: "color_ois", label: "Kleur", values: [{ value_index: color, label }] }] }) as unknown as Product;
    const white = product("SH-WHT", 49, "Wit");
    const colours = relatedColoursOf([product("SH-PNK", 60, "Roze"), product("SH-BLU", 12, "Blauw")], white, nl, config);
    expect(colours.map((colour) => [colour.sku, colour.label])).toEqual([["SH-BLU", "Blauw"], ["SH-WHT", "Wit"], ["SH-PNK", "Roze"]]);
    expect(relatedColoursOf([], white, nl, config)).toEqual([]);
  });

  it("prices a bundle by its chosen links times their quantity, and sends them as the cart's bundle options", () => {
    const options = [
      { option_id: 1, title: "Tie", product_links: [{ id: 11, sku: "T1", qty: 1, is_default: true, price: 59.95 }, { id: 12, sku: "T2", qty: 1, is_default: false, price: 49.95 }] },
      { option_id: 2, title: "Socks", product_links: [{ id: 21, sku: "S1", qty: 2, is_default: true, price: 14.95 }] },
    ];
    expect(bundlePriceOf(options, { "1": ["12"], "2": ["21"] })).toBe(79.85);
    expect(chosenBundleOptions(options, { "1": ["12"], "2": [] })).toEqual([{ option_id: 1, option_qty: 1, option_selections: [12] }]);
  });

  it("sends the filled custom options only", () => {
    expect(chosenCustomOptions({ "1": "JvD", "2": "", "3": " " })).toEqual([{ option_id: 1, option_value: "JvD" }]);
  });
});
