import type { OrderRequest, PaymentResultCode } from "@shop/checkout";
import type { StoreView } from "@shop/core";
import type { Database, Queryable } from "../db/database";
import { releaseOrderStock } from "../orders/release-stock";

/**
 * The order's status follows its payment (the provider's notification to the platform):
 * pending → processing when authorised; pending → payment_failed when refused or cancelled
 * (presentation-content.md §4 order status labels "processing", "payment failed"), and then its
 * stock is given back (the order will not ship; the shopper's retry is a new order). Only a
 * pending order moves, so a late or repeated notification changes nothing. Answers whether the
 * order moved: an authorisation that cannot move it (the order was paid by another payment, or
 * failed meanwhile) must not stand, and the caller records it as not authorised.
 */
export async function applyPaymentResult(db: Database, viewOf: (storeCode: string) => StoreView, orderId: string, resultCode: PaymentResultCode): Promise<boolean> {
  const status = resultCode === "Authorised" ? "processing" : resultCode === "Refused" || resultCode === "Cancelled" ? "payment_failed" : null;
  if (status === null) return false;
  return db.transaction(async (tx) => {
    const [moved] = await tx.query<{ store_code: string; body: OrderRequest }>(
      `UPDATE sales_order SET status = $2, reply = jsonb_set(reply, '{status}', to_jsonb($2::text)) WHERE order_id = $1 AND status = 'pending' RETURNING store_code, body`,
      [orderId, status],
    );
    if (moved !== undefined && status === "payment_failed") await releaseOrderStock(tx, viewOf(moved.store_code), moved.body);
    return moved !== undefined;
  });
}

export interface PayableOrder {
  order_id: string;
  /** The billing e-mail: with the order id, the shopper's proof of the order. */
  email: string;
  status: string;
  grand_total: number;
  currency_code: string;
}

export async function payableOrder(db: Queryable, orderId: string): Promise<PayableOrder | undefined> {
  const [order] = await db.query<PayableOrder>("SELECT order_id, email, status, grand_total, currency_code FROM sales_order WHERE order_id = $1", [orderId]);
  return order;
}
