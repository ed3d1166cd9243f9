import type { PaymentResultCode } from "@shop/checkout";
import type { Queryable } from "../db/database";

/**
 * The order's status follows its payment (the provider's notification to the platform):
 * pending → processing when authorised; pending → payment_failed when refused or cancelled
 * (presentation-content.md §4 order status labels "processing", "payment failed"). Only a pending
 * order moves, so a late or repeated notification changes nothing.
 */
export async function applyPaymentResult(db: Queryable, orderId: string, resultCode: PaymentResultCode): Promise<void> {
  const status = resultCode === "Authorised" ? "processing" : resultCode === "Refused" || resultCode === "Cancelled" ? "payment_failed" : null;
  if (status === null) return;
  await db.query(
    `UPDATE sales_order SET status = $2, reply = jsonb_set(reply, '{status}', to_jsonb($2::text)) WHERE order_id = $1 AND status = 'pending'`,
    [orderId, status],
  );
}

export interface PayableOrder {
  order_id: string;
  status: string;
  grand_total: number;
  currency_code: string;
}

export async function payableOrder(db: Queryable, orderId: string): Promise<PayableOrder | undefined> {
  const [order] = await db.query<PayableOrder>("SELECT order_id, status, grand_total, currency_code FROM sales_order WHERE order_id = $1", [orderId]);
  return order;
}
