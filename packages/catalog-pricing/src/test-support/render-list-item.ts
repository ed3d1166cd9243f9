import type { Product } from "../product.schemas";
import type { RenderListItem } from "../render-list.schemas";

/** A render-list item for a fixture product, salable in nl (store 9, EUR), with the given prices. */
export function renderListItemOf(product: Pick<Product, "id" | "sku" | "name" | "type_id">, priceInfo: RenderListItem["price_info"]): RenderListItem {
  return { id: product.id, sku: product.sku, name: product.name, type: product.type_id, is_salable: true, store_id: 9, currency_code: "EUR", price_info: priceInfo };
}
