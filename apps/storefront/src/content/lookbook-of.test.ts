import type { ShopTheLookBlock } from "@shop/cms";
import type { CardProduct } from "@shop/ui";
import { describe, expect, it } from "vitest";
import { lookbookLooksOf } from "./lookbook-of";

const card = (sku: string, price: CardProduct["price"], image = true): CardProduct => ({
  sku,
  title: `Title ${sku}`,
  link: `/p/${sku}/x/`,
  image: image ? [{ src: `/img/${sku}.svg`, alt: `Alt ${sku}` }] : [],
  price,
  stock: { is_in_stock: true },
});
const format = (amount: number) => `€ ${amount.toFixed(2)}`;

const look: ShopTheLookBlock = {
  component: "shop_the_look",
  _uid: "look-1",
  title: "Summer in the city",
  asset: { filename: "/content-assets/look.svg", alt: "Summer look" },
  hotspots: [
    { _uid: "h1", sku: "A", x: 48, y: 30 },
    { _uid: "h2", sku: "B", x: 50, y: 62, label: "The chino" },
    { _uid: "h3", sku: "GONE", x: 46, y: 92 },
  ],
};

describe("lookbookLooksOf", () => {
  it("maps hotspots to their products (title or the editor's label, link, shown price, first image) and drops unknown skus", () => {
    const products = { A: card("A", { regular: 99.95, special: 79.95 }), B: card("B", { regular: 66.95 }, false) };
    expect(lookbookLooksOf([look], products, format)).toEqual([
      {
        id: "look-1",
        title: "Summer in the city",
        image: { filename: "/content-assets/look.svg", alt: "Summer look" },
        hotspots: [
          { id: "h1", x: 48, y: 30, product: { title: "Title A", href: "/p/A/x/", price: "€ 79.95", image: { filename: "/img/A.svg", alt: "Alt A" } } },
          { id: "h2", x: 50, y: 62, product: { title: "The chino", href: "/p/B/x/", price: "€ 66.95" } },
        ],
      },
    ]);
  });

  it("keeps a look whose products were all not found, without hotspots", () => {
    const { title: _title, ...untitled } = look;
    expect(lookbookLooksOf([untitled], {}, format)).toEqual([{ id: "look-1", image: look.asset, hotspots: [] }]);
  });
});
