import type { Product } from "@shop/catalog-pricing";

/** The link type of a product's other colours (presentation-content.md §3 Product link). */
export const COLOUR_RELATION = "colorrelation";

/** The skus of a product's other colours, in link order, without itself or repeats. */
export function relatedColourSkus(product: Pick<Product, "sku" | "product_links">): string[] {
  const skus = (product.product_links ?? []).filter((link) => link.link_type === COLOUR_RELATION && link.linked_product_sku !== product.sku).map((link) => link.linked_product_sku);
  return [...new Set(skus)];
}

/** presentation-content.md §3: related colours sorted ascending by color_ois (numerically; none last). */
export function sortRelatedColours<T extends Pick<Product, "color_ois" | "sku">>(products: readonly T[]): T[] {
  const rank = (value: T["color_ois"]) => {
    const number = Number(value);
    return value === undefined || value === null || !Number.isFinite(number) ? Number.POSITIVE_INFINITY : number;
  };
  return [...products].sort((a, b) => rank(a.color_ois) - rank(b.color_ois) || a.sku.localeCompare(b.sku));
}
