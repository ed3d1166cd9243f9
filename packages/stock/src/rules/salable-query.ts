import type { Query } from "@shop/sync-queue";
import type { SkuRequest } from "../stock.schemas";

/**
 * The query of `GET /api/inventory/are-product-salable-for-requested-qty/` (commerce-core.md
 * §7 Stock): `stockId` (default 1) and `skuRequests[i][sku]`, `skuRequests[i][qty]` per cart
 * line, in cart order.
 */
export function salableQuery(requests: readonly SkuRequest[], stockId: number): Query {
  const query: Record<string, string | number> = { stockId };
  requests.forEach((request, index) => {
    query[`skuRequests[${index}][sku]`] = request.sku;
    query[`skuRequests[${index}][qty]`] = request.qty;
  });
  return query;
}
