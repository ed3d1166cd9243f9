import type { Product } from "@shop/catalog-pricing";
import type { ContentBlock as StoryBlock } from "@shop/cms";
import type { CardProduct } from "@shop/ui";
import { describe, expect, it } from "vitest";
import { CAROUSEL_DEFAULT_LIMIT, carouselSkusOf, storyProductSkus, storyProductsOf } from "./story-products";

function product(sku: string, createdAt: string | undefined, inStock = true): Product {
  return {
    id: sku.length,
    sku,
    name: sku,
    type_id: "simple",
    status: 1,
    visibility: 4,
    price: 10,
    stock: { is_in_stock: inStock, qty: inStock ? 1 : 0, manage_stock: true },
    ...(createdAt !== undefined && { created_at: createdAt }),
  };
}
const found = (...products: Product[]) => new Map(products.map((entry) => [entry.sku, entry]));

describe("carouselSkusOf (p-c §7: sku list filtered to in-stock, sorted created_at descending, size = limit, default 10)", () => {
  it.each([
    ["newest first", { skus: ["A", "B", "C"] }, [product("A", "2026-01-01"), product("B", "2026-03-01"), product("C", "2026-02-01")], ["B", "C", "A"]],
    ["out of stock and unknown skus left out", { skus: ["A", "B", "X"] }, [product("A", "2026-01-01", false), product("B", "2026-01-02")], ["B"]],
    ["at most the limit", { skus: ["A", "B", "C"], limit: 2 }, [product("A", "2026-01-03"), product("B", "2026-01-02"), product("C", "2026-01-01")], ["A", "B"]],
    ["equal or missing dates keep the editor's order, undated last", { skus: ["A", "B", "C", "D"] }, [product("A", undefined), product("B", "2026-01-01"), product("C", "2026-01-01"), product("D", undefined)], ["B", "C", "A", "D"]],
    ["a repeated sku once", { skus: ["A", "A"] }, [product("A", "2026-01-01")], ["A"]],
    ["limit 0 shows none", { skus: ["A"], limit: 0 }, [product("A", "2026-01-01")], []],
  ])("%s", (_name, block, products, expected) => {
    expect(carouselSkusOf(block, found(...products))).toEqual(expected);
  });

  it(`defaults to ${CAROUSEL_DEFAULT_LIMIT} products`, () => {
    const many = Array.from({ length: 12 }, (_, index) => product(`S${index}`, `2026-01-${String(index + 1).padStart(2, "0")}`));
    expect(carouselSkusOf({ skus: many.map((entry) => entry.sku) }, found(...many))).toHaveLength(10);
  });
});

const asset = { filename: "/content-assets/look.svg", alt: "Look" };
const blocks: StoryBlock[] = [
  { component: "product_carousel", _uid: "c1", title: "Favourites", skus: ["A", "B", "C"], limit: 2 },
  { component: "shop_the_look", _uid: "l1", asset, hotspots: [{ _uid: "h1", sku: "C", x: 10, y: 10 }, { _uid: "h2", sku: "Z", x: 20, y: 20 }] },
  { component: "text", _uid: "t1", text: { type: "doc", content: [] } },
];

describe("storyProductSkus", () => {
  it("collects the carousels' and hotspots' skus once", () => {
    expect(storyProductSkus(blocks)).toEqual(["A", "B", "C", "Z"]);
  });
  it("answers none for blocks without products", () => {
    expect(storyProductSkus([blocks[2]!])).toEqual([]);
  });
});

describe("storyProductsOf", () => {
  it("keeps the cards shown (carousel choice and hotspots) and each carousel's skus", () => {
    const toCard = (entry: Product) => ({ sku: entry.sku, title: entry.name }) as unknown as CardProduct;
    const result = storyProductsOf(blocks, [product("A", "2026-01-01"), product("B", "2026-01-03"), product("C", "2026-01-02")], toCard);
    expect(result.carousels).toEqual({ c1: ["B", "C"] });
    // A is not in the carousel (limit 2, oldest), C is shown twice (carousel and hotspot) but mapped once, Z was not found.
    expect(Object.keys(result.products).sort()).toEqual(["B", "C"]);
  });
});

describe("withCarouselSkus", () => {
  it("gives a carousel the loader's skus, leaves carousels it did not choose for and other blocks as they are", async () => {
    const { withCarouselSkus } = await import("./carousel-skus");
    const text = { component: "text", id: "t", body: [] } as const;
    const result = withCarouselSkus(
      [
        { component: "productCarousel", id: "c1", title: "A", skus: ["X", "Y", "Z"] },
        { component: "productCarousel", id: "c2", title: "B", skus: ["Q"] },
        text,
      ],
      { c1: ["Z", "X"] },
    );
    expect(result).toEqual([{ component: "productCarousel", id: "c1", title: "A", skus: ["Z", "X"] }, { component: "productCarousel", id: "c2", title: "B", skus: ["Q"] }, text]);
  });
});
