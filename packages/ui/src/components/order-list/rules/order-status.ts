import { orderStatusLabel } from "@shop/core";

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

/** The tone of a status code (its label from @shop/core's table of presentation-content.md §4). */
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
