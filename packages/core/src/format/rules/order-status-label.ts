/**
 * presentation-content.md §4 "Order status labels: pending, processing, complete, closed,
 * export_failed and export_success (both shown as in processing), (partially) cancelled,
 * refunded or returned, payment failed". Keys are the platform's status codes (both spellings
 * of cancelled, as Magento writes "canceled"); values are @shop/i18n keys. One table for the
 * checkout (the order it placed) and @shop/ui (the order list and detail).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Pending",
  processing: "Processing",
  complete: "Complete",
  closed: "Closed",
  export_failed: "Processing",
  export_success: "Processing",
  canceled: "Cancelled",
  cancelled: "Cancelled",
  partially_canceled: "Partially cancelled",
  partially_cancelled: "Partially cancelled",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  returned: "Returned",
  partially_returned: "Partially returned",
  payment_failed: "Payment failed",
};

/** The i18n key of a status code ("Payment Failed", "partially-returned" read too), or null for one the spec does not list. */
export function orderStatusLabel(status: string): string | null {
  return ORDER_STATUS_LABELS[status.trim().toLowerCase().replace(/[\s-]+/g, "_")] ?? null;
}
