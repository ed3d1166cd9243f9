import type { CartItem } from "@shop/cart";
import type { TagItem } from "@shop/cms";

/** The cart's lines as the tag manager's items (presentation-content.md §7): the chosen variant's sku as the variant, prices incl. tax. */
export function tagItemsOf(lines: readonly Pick<CartItem, "sku" | "name" | "qty" | "price_incl_tax" | "parentSku">[]): TagItem[] {
  return lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    price: line.price_incl_tax ?? 0,
    quantity: line.qty,
    ...(line.parentSku !== undefined && line.parentSku !== line.sku && { variant: line.sku }),
  }));
}
