import type { OrderRequest } from "@shop/checkout";
import type { StoreView } from "@shop/core";
import { z } from "zod";
import { docsForRequests, resolveLine, type ResolvedLine } from "../cart/cart-lines";
import { compositesTaking, refreshCompositeStock } from "../catalog/composite-stock";
import { lockStockRows } from "../catalog/stock-overlay";
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";
import { parentSkuOf, refreshConfigurableStock, STOCK_TAKEN_KEY } from "./place-order";

const stockTakenSchema = z.array(z.object({ sku: z.string(), qty: z.number().positive() }));

/** Gives back the rows placing recorded it took, then refreshes the configurables and composites made of them. */
async function releaseTaken(tx: Queryable, view: StoreView, rows: readonly { sku: string; qty: number }[]): Promise<void> {
  const skus = rows.map((row) => row.sku);
  const docs = await docsForRequests(tx, view, skus);
  const parents = new Set(skus.flatMap((sku) => parentSkuOf(docs, sku) ?? []));
  const composites = await compositesTaking(tx, view, [...skus, ...parents], docs);
  await lockStockRows(tx, [...skus, ...parents, ...composites.composites.map((composite) => composite.sku)]);
  for (const row of rows) await giveBack(tx, row.sku, row.qty);
  await refreshConfigurableStock(tx, parents, view);
  await refreshCompositeStock(tx, composites);
}

const giveBack = (tx: Queryable, sku: string, qty: number) =>
  tx.query(
    `UPDATE stock_item SET qty = CASE WHEN manage_stock THEN qty + $2 ELSE qty END,
       is_in_stock = CASE WHEN manage_stock THEN qty + $2 > 0 ELSE is_in_stock END, updated_at = now()
     WHERE sku = $1`,
    [sku, qty],
  );

/**
 * Gives an order's stock back (its payment failed: the order will not ship), as placing it took
 * it: every stock row of its lines (a bundle's parts), then the configurables and composites made
 * of them, rows locked up front in sku order as `placeOrder` locks them. The rows placing recorded it
 * took (`STOCK_TAKEN_KEY`) are given back as they were, whatever the catalogue says now; an order
 * placed before they were recorded is resolved from today's catalogue (a line whose product no
 * longer resolves gives nothing back). Runs in the caller's transaction.
 */
export async function releaseOrderStock(tx: Queryable, view: StoreView, order: Pick<OrderRequest, "products"> & { [STOCK_TAKEN_KEY]?: unknown }): Promise<void> {
  const taken = stockTakenSchema.safeParse(order[STOCK_TAKEN_KEY]);
  if (taken.success) return releaseTaken(tx, view, taken.data);
  // An order placed before its taken rows were recorded: as placing resolves it, from today's catalogue.
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
    for (const entry of line.stockSkus) await giveBack(tx, entry.sku, line.qty * entry.qtyPerUnit);
  }
  await refreshConfigurableStock(tx, parents, view);
  await refreshCompositeStock(tx, composites);
}
