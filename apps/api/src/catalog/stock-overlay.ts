import type { Queryable } from "../db/database";

export interface StockRow {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
  stock_id: number;
}

export async function stockRows(db: Queryable, skus: string[]): Promise<Map<string, StockRow>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<StockRow>(
    "SELECT sku, product_id, qty, is_in_stock, manage_stock, min_sale_qty, max_sale_qty, stock_id FROM stock_item WHERE sku = ANY($1::text[])",
    [skus],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

/**
 * Locks the stock rows of `skus` in one statement, in sku order: every writer of several stock rows
 * (orders, the composites' refresh) takes them so, and none waits for another in a cycle.
 */
export async function lockStockRows(tx: Queryable, skus: string[]): Promise<void> {
  await tx.query("SELECT sku FROM stock_item WHERE sku = ANY($1::text[]) ORDER BY sku FOR UPDATE", [skus]);
}

/**
 * Why a stock row cannot give `need` units (need > 0): "out" (out of stock or nothing left),
 * "qty" (fewer than asked), or null when it can. Stock that is not managed is not counted, so
 * only its quantity check is skipped: one flagged out of stock (a sold-out configurable) is out.
 */
export function stockShortfall(row: Pick<StockRow, "qty" | "is_in_stock" | "manage_stock">, need: number): "out" | "qty" | null {
  if (!row.is_in_stock) return "out";
  if (!row.manage_stock) return null;
  if (row.qty <= 0) return "out";
  return row.qty < need ? "qty" : null;
}

const stockOf = (row: StockRow) => ({ is_in_stock: row.is_in_stock, qty: row.qty, manage_stock: row.manage_stock, product_id: row.product_id });

/**
 * Puts the live stock into product documents and their configurable children: the
 * documents hold the stock of seed time, the stock table the stock of now.
 */
export async function overlayStock(db: Queryable, docs: Record<string, unknown>[]): Promise<void> {
  const children = (doc: Record<string, unknown>) => (Array.isArray(doc.configurable_children) ? (doc.configurable_children as Record<string, unknown>[]) : []);
  const skus = docs.flatMap((doc) => [String(doc.sku), ...children(doc).map((child) => String(child.sku))]);
  const rows = await stockRows(db, skus);
  for (const doc of docs) {
    const own = rows.get(String(doc.sku));
    if (own !== undefined) doc.stock = stockOf(own);
    for (const child of children(doc)) {
      const row = rows.get(String(child.sku));
      if (row !== undefined) child.stock = stockOf(row);
    }
  }
}
