import type { ProductOption } from "@shop/catalog-pricing";

/** A line's totals as the platform computed them (commerce-core.md §3 Cart item totals). */
export interface CartItemTotals {
  discount_amount: number;
  row_total_incl_tax: number;
  options: { label: string; value: string }[];
}

/**
 * A cart line (commerce-core.md §3 Cart item). `checksum` is the identity of its options
 * (`optionsChecksum`); `server_item_id` and `server_cart_id` name the server line it is, and
 * `server_qty` the quantity that server line was last confirmed with (so a changed quantity
 * is pushed without pulling the cart first). `prev_qty` is the quantity before the last
 * change, restored when the server refuses it.
 */
export interface CartItem {
  sku: string;
  qty: number;
  name: string;
  type_id: string;
  checksum: string;
  parentSku?: string;
  price_incl_tax?: number;
  image?: string;
  product_option?: ProductOption;
  prev_qty?: number;
  server_item_id?: number;
  server_cart_id?: string;
  server_qty?: number;
  info?: Record<string, string>;
  errors?: Record<string, string>;
  is_in_stock?: boolean;
  /** What the salable check found available when it is less than `qty` (fills 'Only {{maxQuantity}} …'). */
  available_qty?: number;
  totals?: CartItemTotals;
}
