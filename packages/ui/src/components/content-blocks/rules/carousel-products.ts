import type { CardProduct } from "../../product-card/product-card.types";
import type { ContentProducts } from "../content-types";

/**
 * The products of a carousel block (issue 19 "a product carousel block fed by skus"): in the
 * order the editor gave the skus, each once, skipping skus the app has no product for (not
 * found, or not loaded yet).
 */
export function carouselProducts(skus: unknown, products: ContentProducts | undefined): CardProduct[] {
  if (!Array.isArray(skus) || !products) return [];
  const seen = new Set<string>();
  const list: CardProduct[] = [];
  for (const sku of skus) {
    if (typeof sku !== "string" || seen.has(sku) || !Object.hasOwn(products, sku)) continue;
    seen.add(sku);
    const product = products[sku];
    if (product) list.push(product);
  }
  return list;
}
