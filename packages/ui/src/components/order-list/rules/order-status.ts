/**
 * presentation-content.md §4 "Order status labels: pending, processing, complete, closed,
 * export_failed and export_success (both shown as in processing), (partially) cancelled,
 * refunded or returned, payment failed". Keys are the platform's status codes (both spellings
 * of cancelled, as Magento writes "canceled"); values are @shop/i18n keys.
 */
const STATUS_LABELS: Readonly<Record<string, string>> = {
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

/** How a status reads at a glance: on its way, done, or stopped (refunds and returns count as stopped). */
export type OrderStatusTone = "progress" | "done" | "stopped" | "unknown";

const TONES: Readonly<Record<string, OrderStatusTone>> = {
  Pending: "progress",
  Processing: "progress",
  Complete: "done",
  Closed: "done",
  Cancelled: "stopped",
  "Partially cancelled": "stopped",
  Refunded: "stopped",
  "Partially refunded": "stopped",
  Returned: "stopped",
  "Partially returned": "stopped",
  "Payment failed": "stopped",
};

const normalize = (status: string) => status.trim().toLowerCase().replace(/[\s-]+/g, "_");

/** The i18n key of a status code, or null for a status the spec does not list (shown as the platform sends it). */
export function orderStatusLabel(status: string): string | null {
  return STATUS_LABELS[normalize(status)] ?? null;
}

export function orderStatusTone(status: string): OrderStatusTone {
  const label = orderStatusLabel(status);
  return label === null ? "unknown" : (TONES[label] ?? "unknown");
}

/** commerce-core.md §9 "Page sizes: order history 20 (first page 1)". */
export const ORDER_HISTORY_PAGE_SIZE = 20;

/** How many pages a history of `totalCount` orders has (at least 1). */
export function orderPageCount(totalCount: number, pageSize = ORDER_HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));
}
