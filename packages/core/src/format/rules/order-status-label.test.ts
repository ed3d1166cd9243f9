import { describe, expect, it } from "vitest";
import { orderStatusLabel } from "./order-status-label";

describe("order status labels (presentation-content.md §4)", () => {
  it.each([
    ["pending", "Pending"],
    ["processing", "Processing"],
    ["complete", "Complete"],
    ["closed", "Closed"],
    // "export_failed and export_success (both shown as in processing)"
    ["export_failed", "Processing"],
    ["export_success", "Processing"],
    ["canceled", "Cancelled"],
    ["cancelled", "Cancelled"],
    ["partially_canceled", "Partially cancelled"],
    ["refunded", "Refunded"],
    ["partially_refunded", "Partially refunded"],
    ["returned", "Returned"],
    ["partially_returned", "Partially returned"],
    ["payment_failed", "Payment failed"],
    ["Payment Failed", "Payment failed"],
    ["partially-returned", "Partially returned"],
    ["on_hold", null],
  ])("%s → %s", (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});
