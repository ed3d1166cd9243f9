import type { ContentBlock as StoryBlock, ProductCarouselBlock } from "@shop/cms";
import type { Product } from "@shop/catalog-pricing";
import type { CardProduct } from "@shop/ui";

/** presentation-content.md §7 "Product lists for carousels: … size = limit (default 10)". */
export const CAROUSEL_DEFAULT_LIMIT = 10;

/** The products a story's blocks show, as cards by sku, and each carousel's skus in the order shown (by block `_uid`). */
export interface StoryProducts {
  products: Record<string, CardProduct>;
  carousels: Record<string, string[]>;
}

export const NO_STORY_PRODUCTS: StoryProducts = { products: {}, carousels: {} };

/** Every sku a story's blocks name: the product carousels' and the shop-the-look hotspots', each once. */
export function storyProductSkus(blocks: readonly StoryBlock[]): string[] {
  const skus = new Set<string>();
  for (const block of blocks) {
    if (block.component === "product_carousel") block.skus.forEach((sku) => skus.add(sku));
    if (block.component === "shop_the_look") block.hotspots.forEach((spot) => skus.add(spot.sku));
  }
  return [...skus];
}

const createdTime = (product: Product) => {
  const time = Date.parse(product.created_at ?? "");
  return Number.isNaN(time) ? -Infinity : time;
};

/**
 * A carousel's products (§7 "search by sku list filtered to in-stock, sorted created_at
 * descending, size = limit (default 10)"): of the block's skus the ones found and in stock,
 * newest first (equal or missing dates keep the editor's order), at most `limit`.
 */
export function carouselSkusOf(block: Pick<ProductCarouselBlock, "skus" | "limit">, found: ReadonlyMap<string, Product>): string[] {
  const limit = block.limit ?? CAROUSEL_DEFAULT_LIMIT;
  return [...new Set(block.skus)]
    .map((sku, index) => ({ index, product: found.get(sku) }))
    .filter((entry): entry is { index: number; product: Product } => entry.product?.stock?.is_in_stock === true)
    .sort((a, b) => createdTime(b.product) - createdTime(a.product) || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.product.sku);
}

/** The cards and carousels of a story's blocks, from the products found (`toCard`: the store view's card mapper). */
export function storyProductsOf(blocks: readonly StoryBlock[], found: readonly Product[], toCard: (product: Product) => CardProduct): StoryProducts {
  const bySku = new Map(found.map((product) => [product.sku, product]));
  const carousels: Record<string, string[]> = {};
  const shown = new Set<string>();
  for (const block of blocks) {
    if (block.component === "product_carousel") {
      const skus = carouselSkusOf(block, bySku);
      carousels[block._uid] = skus;
      skus.forEach((sku) => shown.add(sku));
    }
    if (block.component === "shop_the_look") block.hotspots.forEach((spot) => bySku.has(spot.sku) && shown.add(spot.sku));
  }
  const products: Record<string, CardProduct> = {};
  for (const sku of shown) {
    const product = bySku.get(sku);
    if (product !== undefined) products[sku] = toCard(product);
  }
  return { products, carousels };
}
