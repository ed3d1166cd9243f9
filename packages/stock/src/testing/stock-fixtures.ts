import type { StockItem } from "../stock.schemas";

const item = (productId: number, sku: string, qty: number, extra: Partial<StockItem> = {}): StockItem => ({
  item_id: productId,
  product_id: productId,
  stock_id: 1,
  sku,
  qty,
  is_in_stock: qty > 0,
  manage_stock: true,
  is_qty_decimal: false,
  min_sale_qty: 1,
  max_sale_qty: 10_000,
  backorders: 0,
  ...extra,
});

/** Stock items in the back end's shape: one in stock, one sold out, one not managed. */
export const stockFixtures = {
  inStock: item(2001, "SH-OXF-WHT-M", 12),
  lowStock: item(2002, "SH-OXF-WHT-L", 1),
  outOfStock: item(2003, "SH-OXF-WHT-XL", 0),
  /** A gift card: stock not counted, always salable. */
  notManaged: item(1080, "GC-050", 0, { manage_stock: false, is_in_stock: true }),
} satisfies Record<string, StockItem>;

/** `count` in-stock items SKU-0 … SKU-(count-1), for chunking tests. */
export function manyStockItems(count: number): StockItem[] {
  return Array.from({ length: count }, (_, n) => item(5000 + n, `SKU-${n}`, n % 5));
}
