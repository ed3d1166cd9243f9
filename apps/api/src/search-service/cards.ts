import type { CardProduct, ProductGroup } from "@shop/search";
import { COLOR } from "../seed/attributes";
import { optionLabel, type CatalogueContext } from "./catalogue";

type Doc = Record<string, unknown>;

const HEX_OF_COLOR = new Map<number, string>(Object.values(COLOR).map((option) => [option.value, option.hex ?? "#cccccc"]));

/**
 * A ticket names where a product was shown (list, product, position) so a click or an add-to-cart
 * sent back with it is attributed to that list (presentation-content.md §3 "ticket").
 */
export const ticketOf = (list: string, key: string, position: number) => `${list};${key};${position}`;

const numberOr = (value: unknown, fallback = 0) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

function childrenOf(doc: Doc): Doc[] {
  return Array.isArray(doc.configurable_children) ? (doc.configurable_children as Doc[]) : [];
}

/** In stock: its own stock, or for a configurable any enabled child's (the live stock, laid over the document). */
function inStockOf(doc: Doc): boolean {
  const children = childrenOf(doc);
  if (children.length > 0) return children.some((child) => numberOr(child.status, 1) === 1 && (child.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true);
  return (doc.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true;
}

/** §3 "Card product (recommendation service)" of a product document. */
export function cardProductOf(doc: Doc, context: CatalogueContext, ticket: string, origin: string): CardProduct {
  const sku = String(doc.sku);
  const color = typeof doc.color_ois === "number" ? doc.color_ois : Number(doc.color_ois);
  const labels = Array.isArray(doc.product_labels) ? (doc.product_labels as { label_text?: string }[]) : [];
  const price = numberOr(doc.price_incl_tax, numberOr(doc.price));
  const finalPrice = numberOr(doc.final_price_incl_tax, numberOr(doc.final_price, price));
  const image = typeof doc.image === "string" ? doc.image : `/img/${encodeURIComponent(sku)}.svg`;
  return {
    key: sku,
    title: String(doc.name ?? sku),
    link: `${context.view.url}/${String(doc.url_path ?? `p/${sku}`)}/`,
    sku,
    ticket,
    brand: optionLabel(context, "brand_ois", doc.brand_ois),
    inStock: inStockOf(doc),
    swatch: Number.isFinite(color) ? [{ key: String(color), label: optionLabel(context, "color_ois", color) ?? String(color), color: HEX_OF_COLOR.get(color) ?? "#cccccc" }] : [],
    badges: labels.map((label) => label.label_text ?? "").filter((text) => text !== ""),
    typedCustom: { product_labels: labels, tritonx_mm: null },
    imageInfo: { images: [{ alt: String(doc.name ?? sku), sources: [{ url: `${origin}${image}`, width: 1024 }] }] },
    sellingPrice: { min: finalPrice, max: finalPrice },
    listPrice: { min: price, max: price },
  };
}

/** §3 "Product group": one style, its card and its sizes (variants). */
export function productGroupOf(doc: Doc, context: CatalogueContext, list: string, position: number, origin: string): ProductGroup {
  const sku = String(doc.sku);
  const ticket = ticketOf(list, sku, position);
  const card = cardProductOf(doc, context, ticket, origin);
  return {
    key: sku,
    link: card.link,
    ticket,
    products: [card],
    variants: childrenOf(doc)
      .filter((child) => numberOr(child.status, 1) === 1)
      .map((child) => ({
        key: String(child.sku),
        label: optionLabel(context, "size_ois", child.size_ois) ?? String(child.sku),
        inStock: (child.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true,
      })),
  };
}
