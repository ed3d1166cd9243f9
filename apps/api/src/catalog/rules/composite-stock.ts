import { stockShortfall, type StockRow } from "../stock-overlay";

/** The parts of a bundle or grouped product document that decide its stock. */
export interface CompositeDoc {
  sku: string;
  type_id: string;
  bundle_options?: unknown;
  product_links?: unknown;
}

/** A part as the rule sees it: whether its product is enabled (status 1) and its stock row now, if any. */
export interface PartState {
  enabled: boolean;
  stock: Pick<StockRow, "qty" | "is_in_stock" | "manage_stock"> | undefined;
}

type BundleLink = { sku?: unknown; qty?: unknown };
type ProductLink = { link_type?: unknown; linked_product_sku?: unknown };

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The skus a composite takes stock from: a bundle's links, a grouped product's associated products. */
export function compositePartSkus(composite: CompositeDoc): string[] {
  if (composite.type_id === "bundle") return list<{ product_links?: unknown }>(composite.bundle_options).flatMap((option) => list<BundleLink>(option.product_links).flatMap((link) => (typeof link.sku === "string" ? [link.sku] : [])));
  return list<ProductLink>(composite.product_links).flatMap((link) => (link.link_type === "associated" && typeof link.linked_product_sku === "string" ? [link.linked_product_sku] : []));
}

/** A part can be sold `need` pieces: enabled, and its stock gives them (not managed: only its flag counts). */
const salable = (part: PartState | undefined, need: number) => part !== undefined && part.enabled && part.stock !== undefined && stockShortfall(part.stock, need) === null;

/**
 * Whether a composite is in stock (commerce-core.md §5: the listing shows in-stock products only
 * when out-of-stock listing is off, so a composite nobody can buy must say so). A bundle is in
 * stock while every option has an enabled link in stock for the link's qty; a grouped product
 * while any associated product is. Its own row (stock not managed) holds this derived flag.
 */
export function compositeInStock(composite: CompositeDoc, partOf: (sku: string) => PartState | undefined): boolean {
  if (composite.type_id === "bundle") {
    return list<{ product_links?: unknown }>(composite.bundle_options).every((option) =>
      list<BundleLink>(option.product_links).some((link) => typeof link.sku === "string" && salable(partOf(link.sku), typeof link.qty === "number" && link.qty > 0 ? link.qty : 1)),
    );
  }
  return compositePartSkus(composite).some((sku) => salable(partOf(sku), 1));
}
