import type { StoreView } from "@shop/core";
import type { Queryable } from "../db/database";

export type ProductDoc = Record<string, unknown> & { id: number; sku: string; name: string; type_id: string; status: number; price: number; final_price: number; tax_class_id?: number };

/** Product documents of a store view by sku (parents and configurable children alike). */
export async function productsBySku(db: Queryable, view: StoreView, skus: string[]): Promise<Map<string, ProductDoc>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<{ doc: ProductDoc }>(
    "SELECT doc FROM catalog_document WHERE index_name = $1 AND entity_type = 'product' AND sku = ANY($2::text[])",
    [view.search.index, skus],
  );
  return new Map(rows.map((row) => [row.doc.sku, row.doc]));
}

/** A document of a store view's index by entity type and id (a rewrite's target, a reviewed product). */
export async function documentById(db: Queryable, view: StoreView, entityType: string, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ doc: Record<string, unknown> }>("SELECT doc FROM catalog_document WHERE index_name = $1 AND entity_type = $2 AND entity_id = $3", [view.search.index, entityType, String(id)]);
  return row?.doc;
}

export const productById = (db: Queryable, view: StoreView, id: number) => documentById(db, view, "product", id) as Promise<ProductDoc | undefined>;
