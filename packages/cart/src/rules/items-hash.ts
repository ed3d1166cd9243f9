import { lineIdentity } from "./line-identity";
import type { ProductOption } from "@shop/catalog-pricing";

/**
 * The hash of what a sync sends (commerce-core.md §4 Cart sync "hash changed"): every line's
 * identity and quantity, in a stable order. Prices, names and messages are not part of it.
 */
export function itemsHash(items: readonly { sku: string; qty: number; product_option?: ProductOption | null | undefined }[]): string {
  return items
    .map((item) => `${lineIdentity(item)}×${item.qty}`)
    .sort()
    .join("|");
}
