import type { BundleOption, Product, ProductLink } from "../product.schemas";
import { round2 } from "./money";

/** The price fields a composite sums: every price but the special one, with its incl_tax and tax parts. */
export const SUMMED_FIELDS = [
  "price",
  "price_incl_tax",
  "price_tax",
  "final_price",
  "final_price_incl_tax",
  "final_price_tax",
  "original_price",
  "original_price_incl_tax",
  "original_price_tax",
  "regular_price",
  "regular_price_incl_tax",
  "regular_price_tax",
] as const;
export type CompositePrices = Record<(typeof SUMMED_FIELDS)[number], number>;

/** The price fields a part contributes; missing variants fall back (final → price, incl_tax → the net field, tax → 0). */
export type PricedPart = Pick<Product, "price" | (typeof SUMMED_FIELDS)[number]>;

type SummedField = (typeof SUMMED_FIELDS)[number];
type BaseField = "price" | "final_price" | "original_price" | "regular_price";
/** Where a missing field falls back to: `*_incl_tax` → its net field, a base field → price, a tax field → 0. */
const FALLBACK: Record<SummedField, BaseField | null> = {
  price: "price",
  price_incl_tax: "price",
  price_tax: null,
  final_price: "price",
  final_price_incl_tax: "final_price",
  final_price_tax: null,
  original_price: "price",
  original_price_incl_tax: "original_price",
  original_price_tax: null,
  regular_price: "price",
  regular_price_incl_tax: "regular_price",
  regular_price_tax: null,
};

function fieldOf(part: PricedPart, field: SummedField): number {
  const own = part[field];
  if (own !== undefined && own !== null) return own;
  const fallback = FALLBACK[field];
  if (fallback === null) return 0;
  return fallback === "price" ? part.price : (part[fallback] ?? part.price);
}

/**
 * Sums the parts' prices × quantity. commerce-core.md §4 "A quantity below 0 is ignored in
 * totals": such a part adds nothing.
 */
export function sumPrices(parts: readonly { part: PricedPart; qty: number }[]): CompositePrices {
  const totals = Object.fromEntries(SUMMED_FIELDS.map((field) => [field, 0])) as CompositePrices;
  for (const { part, qty } of parts) {
    if (!(qty >= 0)) continue;
    for (const field of SUMMED_FIELDS) totals[field] += fieldOf(part, field) * qty;
  }
  for (const field of SUMMED_FIELDS) totals[field] = round2(totals[field]);
  return totals;
}

/** A grouped product's parts: its `associated` links (related, upsell and other links are not parts). */
export function associatedLinks(product: Pick<Product, "product_links">): ProductLink[] {
  return (product.product_links ?? []).filter((link) => link.link_type === "associated");
}

/** commerce-core.md §4: a bundle option's default link, the first link if none is default. */
export function defaultBundleLink(option: Pick<BundleOption, "product_links">): BundleOption["product_links"][number] | undefined {
  return option.product_links.find((entry) => entry.is_default) ?? option.product_links[0];
}

export interface CompositePriceResult {
  prices: CompositePrices;
  /** Linked skus that were not among the given products (logged by the caller; presentation-content.md §8). */
  missing: string[];
}

/**
 * commerce-core.md §4 / presentation-content.md §4: "Grouped product price is the sum of
 * associated simple products (each qty 1, tax-inclusive too)."
 */
export function groupedPrice(product: Pick<Product, "product_links">, linked: ReadonlyMap<string, PricedPart>): CompositePriceResult {
  const missing: string[] = [];
  const parts: { part: PricedPart; qty: number }[] = [];
  for (const link of associatedLinks(product)) {
    const part = linked.get(link.linked_product_sku);
    if (part === undefined) missing.push(link.linked_product_sku);
    else parts.push({ part, qty: 1 });
  }
  return { prices: sumPrices(parts), missing };
}

/**
 * commerce-core.md §4: "Bundle price is the sum of the default option of each bundle option
 * (first link if none is default) times its qty."
 */
export function bundlePrice(product: Pick<Product, "bundle_options">, linked: ReadonlyMap<string, PricedPart>): CompositePriceResult {
  const missing: string[] = [];
  const parts: { part: PricedPart; qty: number }[] = [];
  for (const option of product.bundle_options ?? []) {
    const link = defaultBundleLink(option);
    if (link === undefined) continue;
    const part = linked.get(link.sku);
    if (part === undefined) missing.push(link.sku);
    else parts.push({ part, qty: link.qty });
  }
  return { prices: sumPrices(parts), missing };
}

/** The skus whose prices a grouped or bundle product sums (to load them). */
export function compositePartSkus(product: Pick<Product, "type_id" | "product_links" | "bundle_options">): string[] {
  if (product.type_id === "grouped") return associatedLinks(product).map((link) => link.linked_product_sku);
  if (product.type_id === "bundle") {
    return (product.bundle_options ?? []).flatMap((option) => {
      const link = defaultBundleLink(option);
      return link === undefined ? [] : [link.sku];
    });
  }
  return [];
}
