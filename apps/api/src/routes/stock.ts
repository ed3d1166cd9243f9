import { MAX_CART_ITEM_QTY } from "@shop/cart";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { stockRows, stockShortfall, type StockRow } from "../catalog/stock-overlay";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { INVALID_QUERY, parseOrThrow, rowIdParamSchema, validate } from "../http/validation";
import type { Services } from "../services";

/** A stock item as Magento's inventory answers it. */
export const stockItemOf = (row: StockRow) => ({
  item_id: row.product_id,
  product_id: row.product_id,
  stock_id: row.stock_id,
  sku: row.sku,
  qty: row.qty,
  is_in_stock: row.is_in_stock,
  manage_stock: row.manage_stock,
  is_qty_decimal: false,
  min_sale_qty: row.min_sale_qty,
  max_sale_qty: row.max_sale_qty,
  backorders: 0,
});

const skuListSchema = z.object({
  skus: z
    .string()
    .min(1, "skus is required")
    .transform((value) => [...new Set(value.split(",").map((sku) => sku.trim()).filter((sku) => sku.length > 0))])
    .refine((skus) => skus.length > 0 && skus.length <= 999, "give 1 to 999 comma-separated skus"),
});

/**
 * The salable check's query (commerce-core.md §7): `stockId` (default: the shop's) and
 * `skuRequests[i][sku]`, `skuRequests[i][qty]`, a whole quantity from 1 to the cart line's
 * maximum, so every answer parses with @shop/stock's salableResultSchema.
 */
const salableQuerySchema = z.object({
  stockId: rowIdParamSchema.optional(),
  skuRequests: z
    .record(
      z.string(),
      z.object({
        sku: z.string().trim().min(1, "sku is required"),
        qty: z.coerce.number().int("qty must be a whole number").positive("qty must be above 0").max(MAX_CART_ITEM_QTY),
      }),
    )
    .refine((requests) => Object.keys(requests).length > 0 && Object.keys(requests).length <= 999, "give 1 to 999 skuRequests[i][sku] and skuRequests[i][qty]"),
});

/** `skuRequests[0][sku]=A&skuRequests[0][qty]=2&stockId=1` → {stockId, skuRequests: [{sku, qty}]} in index order; 400 with the fields otherwise. */
function parseSalableQuery(query: Record<string, string>): { stockId: number | undefined; skuRequests: { sku: string; qty: number }[] } {
  const skuRequests: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(query)) {
    const [, index, part] = /^skuRequests\[(\d+)\]\[(sku|qty)\]$/.exec(key) ?? [];
    if (index !== undefined && part !== undefined) skuRequests[index] = { ...skuRequests[index], [part]: value };
  }
  const parsed = parseOrThrow(salableQuerySchema, { stockId: query.stockId, skuRequests }, INVALID_QUERY);
  const requests = Object.entries(parsed.skuRequests).sort(([a], [b]) => Number(a) - Number(b));
  return { stockId: parsed.stockId, skuRequests: requests.map(([, request]) => request) };
}

export function stockRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<ShopEnv>();

  // The sku only as the query parameter commerce-core.md §7 names (no /api/stock/check/{sku} form).
  app.get("/api/stock/check", validate("query", z.object({ sku: z.string().min(1, "sku is required") })), async (c) => {
    const { sku } = c.req.valid("query");
    const row = (await stockRows(db, [sku])).get(sku);
    if (row === undefined) throw notFound(`Product with SKU "${sku}" does not exist.`);
    return ok(c, stockItemOf(row));
  });

  app.get("/api/stock/list", validate("query", skuListSchema), async (c) => {
    const skus = c.req.valid("query").skus;
    const rows = await stockRows(db, skus);
    return ok(c, skus.flatMap((sku) => rows.get(sku) ?? []).map(stockItemOf));
  });

  /** Magento MSI's salable check per cart line (commerce-core.md §7; default stock id 1). */
  const salable = async (c: Context<ShopEnv>) => {
    const query = parseSalableQuery(c.req.query());
    const stockId = query.stockId ?? services.config.shop.stock.defaultStockId;
    const requests = query.skuRequests;
    const rows = await stockRows(db, requests.map((request) => request.sku));
    return ok(
      c,
      requests.map(({ sku, qty }) => {
        const row = rows.get(sku);
        const errors =
          row === undefined || row.stock_id !== stockId
            ? [{ code: "requested-sku-is-not-assigned-to-given-stock", message: "The requested sku is not assigned to given stock." }]
            : stockShortfall(row, qty) !== null
              ? [{ code: "is_salable_with_reservations-not_enough_qty", message: "The requested qty is not available" }]
              : [];
        return { sku, qty, stock_id: stockId, is_salable: errors.length === 0, errors };
      }),
    );
  };
  app.get("/api/inventory/are-product-salable-for-requested-qty", salable);
  app.get("/api/inventory/are-product-salable-for-requested-qty/", salable);

  return app;
}
