import type { ShopConfig } from "@shop/core";
import { apiUrl, envelopeReply, errorReply } from "@shop/sync-queue/testing";
import { http } from "msw";
import type { SalableResult, StockItem } from "../stock.schemas";

export interface StockMswBackend {
  /** MSW handlers for check, list and salable-for-requested-qty over `items`. */
  handlers: ReturnType<typeof http.get>[];
  /** Every request url the handlers answered, in order. */
  requests: URL[];
}

function parseSkuRequests(params: URLSearchParams): { sku: string; qty: number }[] {
  const byIndex = new Map<number, { sku?: string; qty?: number }>();
  for (const [key, value] of params) {
    const match = /^skuRequests\[(\d+)\]\[(sku|qty)\]$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const entry = byIndex.get(index) ?? {};
    if (match[2] === "sku") entry.sku = value;
    else entry.qty = Number(value);
    byIndex.set(index, entry);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, entry]) => ({ sku: entry.sku ?? "", qty: entry.qty ?? 0 }));
}

/**
 * An in-memory stock back end for MSW, answering like apps/api: check (404 for an unknown
 * sku), list (unknown skus absent), salable per line (default stock 1).
 */
export function createStockMswBackend(config: Pick<ShopConfig, "api">, items: readonly StockItem[]): StockMswBackend {
  const bySku = new Map(items.flatMap((item) => (item.sku ? [[item.sku, item] as const] : [])));
  const requests: URL[] = [];
  const handlers = [
    http.get(apiUrl(config, "/api/stock/check"), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const sku = url.searchParams.get("sku") ?? "";
      const item = bySku.get(sku);
      return item ? envelopeReply(item) : errorReply(404, `Product with SKU "${sku}" does not exist.`);
    }),
    http.get(apiUrl(config, "/api/stock/list"), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const skus = (url.searchParams.get("skus") ?? "").split(",");
      return envelopeReply(skus.flatMap((sku) => bySku.get(sku) ?? []));
    }),
    http.get(apiUrl(config, "/api/inventory/are-product-salable-for-requested-qty/"), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const stockId = Number(url.searchParams.get("stockId") ?? 1);
      const results: SalableResult[] = parseSkuRequests(url.searchParams).map(({ sku, qty }) => {
        const item = bySku.get(sku);
        const errors =
          item === undefined || (item.stock_id ?? 1) !== stockId
            ? [{ code: "requested-sku-is-not-assigned-to-given-stock", message: "The requested sku is not assigned to given stock." }]
            : item.manage_stock !== false && (!item.is_in_stock || item.qty < qty)
              ? [{ code: "is_salable_with_reservations-not_enough_qty", message: "The requested qty is not available" }]
              : [];
        return { sku, qty, stock_id: stockId, is_salable: errors.length === 0, errors };
      });
      return envelopeReply(results);
    }),
  ];
  return { handlers, requests };
}
