import type { OrderRequest } from "@shop/checkout";
import type { StoreView } from "@shop/core";
import { docsForRequests, resolveLine, type ResolvedLine } from "../cart/cart-lines";
import { compositesTaking, refreshCompositeStock } from "../catalog/composite-stock";
import { lockStockRows } from "../catalog/stock-overlay";
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";
import { parentSkuOf, refreshConfigurableStock } from "./place-order";

/**
 * Gives an order's stock back (its payment failed: the order will not ship), as placing it took
 * it: every stock row of its lines (a bundle's parts), then the configurables and composites made
 * of them, rows locked up front in sku order as `placeOrder` locks them. A line whose product no
 * longer resolves (disabled since) gives nothing back. Runs in the caller's transaction.
 */
export async function releaseOrderStock(tx: Queryable, view: StoreView, order: Pick<OrderRequest, "products">): Promise<void> {
  const docs = await docsForRequests(tx, view, order.products.map((product) => product.sku));
  const lines: (ResolvedLine & { qty: number })[] = [];
  for (const product of order.products) {
    try {
      lines.push({ ...resolveLine(docs, product.sku, product.product_option), qty: product.qty });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const stockSkus = [...new Set(lines.flatMap((line) => line.stockSkus.map((entry) => entry.sku)))];
  const parents = new Set(lines.flatMap((line) => line.stockSkus.flatMap((entry) => parentSkuOf(docs, entry.sku) ?? [])));
  const composites = await compositesTaking(tx, view, [...stockSkus, ...parents], docs);
  await lockStockRows(tx, [...stockSkus, ...parents, ...composites.composites.map((composite) => composite.sku)]);
  for (const line of lines) {
    for (const entry of line.stockSkus) {
      await tx.query(
        `UPDATE stock_item SET qty = CASE WHEN manage_stock THEN qty + $2 ELSE qty END,
           is_in_stock = CASE WHEN manage_stock THEN qty + $2 > 0 ELSE is_in_stock END, updated_at = now()
         WHERE sku = $1`,
        [entry.sku, line.qty * entry.qtyPerUnit],
      );
    }
  }
  await refreshConfigurableStock(tx, parents, view);
  await refreshCompositeStock(tx, composites);
}
