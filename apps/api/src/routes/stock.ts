import { Hono, type Context } from "hono";
import { z } from "zod";
import { stockRows, stockShortfall, type StockRow } from "../catalog/stock-overlay";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { badRequest, notFound } from "../http/errors";
import { validate } from "../http/validation";
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

/** `skuRequests[0][sku]=A&skuRequests[0][qty]=2…` → [{sku, qty}] */
export function parseSkuRequests(query: Record<string, string>): { sku: string; qty: number }[] {
  const byIndex = new Map<number, { sku?: string; qty?: string }>();
  for (const [key, value] of Object.entries(query)) {
    const match = /^skuRequests\[(\d+)\]\[(sku|qty)\]$/.exec(key);
    const [, position, part] = match ?? [];
    if (position === undefined || part === undefined) continue;
    const index = Number(position);
    byIndex.set(index, { ...byIndex.get(index), [part]: value });
  }
  const requests = [...byIndex.entries()].sort(([a], [b]) => a - b);
  if (requests.length === 0) throw badRequest("The query parameters are not valid.", [{ path: "skuRequests", message: "give skuRequests[i][sku] and skuRequests[i][qty]" }]);
  return requests.map(([index, request]) => {
    const qty = Number(request.qty);
    if (request.sku === undefined || request.sku === "" || !(qty > 0)) {
      throw badRequest("The query parameters are not valid.", [{ path: `skuRequests.${index}`, message: "needs a sku and a qty above 0" }]);
    }
    return { sku: request.sku, qty };
  });
}

export function stockRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<ShopEnv>();

  const check = async (sku: string) => {
    const row = (await stockRows(db, [sku])).get(sku);
    if (row === undefined) throw notFound(`Product with SKU "${sku}" does not exist.`);
    return stockItemOf(row);
  };
  app.get("/api/stock/check", validate("query", z.object({ sku: z.string().min(1, "sku is required") })), async (c) => ok(c, await check(c.req.valid("query").sku)));
  app.get("/api/stock/check/:sku", async (c) => ok(c, await check(c.req.param("sku"))));

  app.get("/api/stock/list", validate("query", skuListSchema), async (c) => {
    const skus = c.req.valid("query").skus;
    const rows = await stockRows(db, skus);
    return ok(c, skus.flatMap((sku) => rows.get(sku) ?? []).map(stockItemOf));
  });

  /** Magento MSI's salable check per cart line (commerce-core.md §7; default stock id 1). */
  const salable = async (c: Context<ShopEnv>) => {
    const stockId = Number(c.req.query("stockId") ?? services.config.shop.stock.defaultStockId);
    const requests = parseSkuRequests(c.req.query());
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
