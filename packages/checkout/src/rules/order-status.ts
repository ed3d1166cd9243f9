/**
 * presentation-content.md §4 "Order status labels: pending, processing, complete, closed,
 * export_failed and export_success (both shown as in processing), (partially) cancelled,
 * refunded or returned, payment failed". The label of each status code (an @shop/i18n key);
 * Magento spells cancelled "canceled", both are read.
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

/** The label of an order status; a status the spec does not name is shown as it is (nothing hidden). */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status.trim().toLowerCase()] ?? status;
}
