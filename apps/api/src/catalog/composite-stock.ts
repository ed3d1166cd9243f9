import type { StoreView } from "@shop/core";
import type { DatabaseSession, Queryable } from "../db/database";
import { productsBySku, type ProductDoc } from "./products";
import { compositeInStock, compositePartSkus } from "./rules/composite-stock";
import { lockStockRows, stockRows } from "./stock-overlay";

/** Bundles and grouped products with the documents of their parts: what `refreshCompositeStock` needs. */
export interface Composites {
  composites: ProductDoc[];
  parts: Map<string, ProductDoc>;
}

/**
 * The bundles and grouped products of the view's index that take stock from any of `skus` ("all":
 * every one), with their parts' documents (`known` ones are not read again). Documents do not
 * change with orders, so an order reads them before its transaction. Migration 011 indexes the
 * composites, so this reads them, not every product.
 */
export async function compositesTaking(db: Queryable, view: StoreView, skus: readonly string[] | "all", known: ReadonlyMap<string, ProductDoc> = new Map()): Promise<Composites> {
  if (skus !== "all" && skus.length === 0) return { composites: [], parts: new Map() };
  const rows = await db.query<{ doc: ProductDoc }>(
    `SELECT doc FROM catalog_document d
     WHERE d.index_name = $1 AND d.entity_type = 'product' AND d.doc->>'type_id' IN ('bundle', 'grouped')
       AND ($2::text[] IS NULL OR EXISTS (SELECT 1 FROM unnest($2::text[]) AS taken(sku)
         WHERE d.doc @> jsonb_build_object('bundle_options', jsonb_build_array(jsonb_build_object('product_links', jsonb_build_array(jsonb_build_object('sku', taken.sku)))))
            OR d.doc @> jsonb_build_object('product_links', jsonb_build_array(jsonb_build_object('link_type', 'associated', 'linked_product_sku', taken.sku)))))
     ORDER BY d.sku`,
    [view.search.index, skus === "all" ? null : skus],
  );
  const composites = rows.map((row) => row.doc);
  const partSkus = [...new Set(composites.flatMap(compositePartSkus))];
  const parts = new Map<string, ProductDoc>();
  for (const sku of partSkus) {
    const doc = known.get(sku);
    if (doc !== undefined) parts.set(sku, doc);
  }
  for (const [sku, doc] of await productsBySku(db, view, partSkus.filter((sku) => !parts.has(sku)))) parts.set(sku, doc);
  return { composites, parts };
}

/**
 * Sets each composite's `is_in_stock` from its parts' stock now (`compositeInStock`). An order
 * calls it after taking its stock, with the composites' rows locked, so an order that sold
 * another part of one has committed and its stock is read here.
 */
export async function refreshCompositeStock(tx: Queryable, { composites, parts }: Composites): Promise<void> {
  if (composites.length === 0) return;
  const rows = await stockRows(tx, [...parts.keys()]);
  const inStock = composites.map((composite) =>
    compositeInStock(composite, (sku) => {
      const doc = parts.get(sku);
      return doc === undefined ? undefined : { enabled: doc.status === 1, stock: rows.get(sku) };
    }),
  );
  await tx.query(
    `UPDATE stock_item s SET is_in_stock = v.in_stock, updated_at = now() FROM unnest($1::text[], $2::boolean[]) AS v(sku, in_stock)
     WHERE s.sku = v.sku AND s.is_in_stock IS DISTINCT FROM v.in_stock`,
    [composites.map((composite) => composite.sku), inStock],
  );
}

/**
 * Recomputes every composite's flag of the view from its parts' stock now, in one transaction.
 * A server runs it at start, under the setup lock after the migrations and the seed: code before
 * migration 011 sold parts without touching the composites' rows, so an upgraded database may
 * still call a bundle or grouped product in stock whose parts sold out. Cheap (the composites
 * only, through 011's index) and idempotent (only rows whose flag differs are written). The
 * composites' rows are locked first, in sku order as orders lock them: an order of another
 * running server that sells a part locks its composites too, so the parts are read after it.
 */
export async function refreshAllCompositeStock(session: DatabaseSession, view: StoreView): Promise<void> {
  const all = await compositesTaking(session, view, "all");
  if (all.composites.length === 0) return;
  await session.transaction(async (tx) => {
    await lockStockRows(tx, all.composites.map((composite) => composite.sku));
    await refreshCompositeStock(tx, all);
  });
}
