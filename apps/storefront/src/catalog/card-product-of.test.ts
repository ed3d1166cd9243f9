import type { Product } from "@shop/catalog-pricing";
import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { cardImagesOf, cardPriceOf, cardProductOf } from "./card-product-of";

const config = createConfig({ api: { url: "http://api.test" } });
const nl = config.storeViews.views["nl"]!;
const en = config.storeViews.views["en"]!;

const stock = (inStock: boolean) => ({ is_in_stock: inStock, qty: inStock ? 5 : 0, manage_stock: true });

const simple: Product = {
  id: 1,
  sku: "AC-STI-NAV",
  name: "Silk tie in navy",
  type_id: "simple",
  status: 1,
  visibility: 4,
  slug: "silk-tie-in-navy",
  url_path: "p/AC-STI-NAV/silk-tie-in-navy",
  image: "/img/AC-STI-NAV.svg",
  stock: stock(true),
  price: 49.55,
  price_incl_tax: 59.95,
  original_price_incl_tax: 59.95,
  special_price_incl_tax: 0,
  final_price_incl_tax: 59.95,
};

const configurable: Product = {
  id: 2,
  sku: "SH-OXF-WHT",
  name: "Oxford shirt in white",
  type_id: "configurable",
  status: 1,
  visibility: 4,
  slug: "oxford-shirt-in-white",
  image: "/img/SH-OXF-WHT.svg",
  media_gallery: [
    { image: "/img/SH-OXF-WHT-back.svg", pos: 2, typ: "image", lab: "Back" },
    { image: "/img/SH-OXF-WHT.svg", pos: 1, typ: "image" },
    { image: "/video/poster.svg", pos: 3, typ: "video", vid: { url: "https://video.test/1" } },
  ],
  stock: stock(true),
  price: 66.08,
  price_incl_tax: 79.95,
  original_price_incl_tax: 79.95,
  special_price_incl_tax: 63.95,
  configurable_options: [{ attribute_id: "142", attribute_code: "size_ois", label: "Size", values: [{ value_index: 163, label: "S" }, { value_index: 164, label: "M" }] }],
  configurable_children: [
    { id: 21, sku: "SH-OXF-WHT-S", status: 1, size_ois: 163, color_ois: 49, stock: stock(true), price: 66.08, name: "S" },
    { id: 22, sku: "SH-OXF-WHT-M", status: 1, size_ois: 164, color_ois: 49, stock: stock(false), price: 66.08 },
  ],
  product_labels: [{ label_id: 9, type: 1, position: 2, label_text: "SALE", label_background_color: "#a6192e", label_text_color: "#ffffff" }],
};

describe("cardPriceOf (§3 price with regular and special, tax included)", () => {
  it.each([
    ["no special (0 is none)", { price: 49.55, price_incl_tax: 59.95, original_price_incl_tax: 59.95, special_price_incl_tax: 0 }, { regular: 59.95, special: null }],
    ["special below the original", { price: 66.08, original_price_incl_tax: 79.95, special_price_incl_tax: 63.95 }, { regular: 79.95, special: 63.95 }],
    ["special not below the original does not count", { price: 66.08, original_price_incl_tax: 79.95, special_price_incl_tax: 89.95 }, { regular: 79.95, special: null }],
    ["a lower final price (tier or rule) without a special", { price: 66.08, original_price_incl_tax: 79.95, final_price_incl_tax: 75.95 }, { regular: 79.95, special: 75.95 }],
    ["only the net price known", { price: 10 }, { regular: 10, special: null }],
    ["regular from regular_price_incl_tax, then price_incl_tax", { price: 8, price_incl_tax: 9.68, regular_price_incl_tax: 9.68 }, { regular: 9.68, special: null }],
  ])("%s", (_name, fields, expected) => {
    expect(cardPriceOf(fields)).toEqual(expected);
  });
});

describe("cardImagesOf", () => {
  it("puts the main image first, then the gallery by position, each once, without videos", () => {
    expect(cardImagesOf(configurable)).toEqual([
      { src: "/img/SH-OXF-WHT.svg", alt: "Oxford shirt in white" },
      { src: "/img/SH-OXF-WHT-back.svg", alt: "Back" },
    ]);
  });
  it("answers no images for a product without any", () => {
    expect(cardImagesOf({ name: "x" })).toEqual([]);
  });
});

describe("cardProductOf (catalogue product → @shop/ui CardProduct)", () => {
  it("maps a simple product: title, localized link with a trailing slash, image, price, stock", () => {
    expect(cardProductOf(simple, nl, config)).toEqual({
      sku: "AC-STI-NAV",
      title: "Silk tie in navy",
      link: "/p/AC-STI-NAV/silk-tie-in-navy/",
      image: [{ src: "/img/AC-STI-NAV.svg", alt: "Silk tie in navy" }],
      price: { regular: 59.95, special: null },
      stock: { is_in_stock: true },
    });
  });

  it("prefixes the link in another store view", () => {
    // The en view appends its store code (ShopConfig storeViews appendStoreCode), as every productLink does.
    expect(cardProductOf(simple, en, config).link).toBe("/en/p/AC-STI-NAV/silk-tie-in-navy/?___store=en");
  });

  it("keeps a configurable's options, its children's stock and size values, and its labels", () => {
    const card = cardProductOf(configurable, en, config);
    expect(card.link).toBe("/en/p/SH-OXF-WHT/oxford-shirt-in-white/SH-OXF-WHT/?___store=en");
    expect(card.price).toEqual({ regular: 79.95, special: 63.95 });
    expect(card.configurable_options).toEqual([{ attribute_code: "size_ois", attribute_id: "142", label: "Size", values: [{ value_index: 163, label: "S" }, { value_index: 164, label: "M" }] }]);
    // Only what the size dropdown reads travels: not the child's name, price or other attributes.
    expect(card.configurable_children).toEqual([
      { sku: "SH-OXF-WHT-S", status: 1, size_ois: 163, stock: { is_in_stock: true } },
      { sku: "SH-OXF-WHT-M", status: 1, size_ois: 164, stock: { is_in_stock: false } },
    ]);
    expect(card.product_labels).toEqual([{ type: 1, position: 2, label_text: "SALE", label_background_color: "#a6192e", label_text_color: "#ffffff" }]);
  });

  it("reads a product without stock as out of stock and keeps a child's parent sku", () => {
    const { stock: _stock, ...withoutStock } = simple;
    const card = cardProductOf({ ...withoutStock, parentSku: "SH-OXF-WHT" }, nl, config);
    expect(card.stock).toEqual({ is_in_stock: false });
    expect(card.parentSku).toBe("SH-OXF-WHT");
  });
});
