import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { orderStatusLabel } from "@shop/core";
import { orderPageCount, orderStatusTone } from "./order-status";

describe("orderStatusLabel (presentation-content.md §4 order status labels)", () => {
  it.each([
    ["pending", "Pending", "progress"],
    ["processing", "Processing", "progress"],
    ["complete", "Complete", "done"],
    ["closed", "Closed", "done"],
    // "export_failed and export_success (both shown as in processing)"
    ["export_failed", "Processing", "progress"],
    ["export_success", "Processing", "progress"],
    ["canceled", "Cancelled", "stopped"],
    ["cancelled", "Cancelled", "stopped"],
    ["partially_canceled", "Partially cancelled", "stopped"],
    ["refunded", "Refunded", "stopped"],
    ["partially_refunded", "Partially refunded", "stopped"],
    ["returned", "Returned", "stopped"],
    ["partially_returned", "Partially returned", "stopped"],
    ["payment_failed", "Payment failed", "stopped"],
    ["Payment Failed", "Payment failed", "stopped"],
    ["partially-returned", "Partially returned", "stopped"],
  ])("%s → %s", (status, label, tone) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(orderStatusTone(status)).toBe(tone);
    expect(MESSAGES).toContain(label);
  });

  it("leaves a status the spec does not list to be shown as sent", () => {
    expect(orderStatusLabel("holded")).toBeNull();
    expect(orderStatusTone("holded")).toBe("unknown");
  });
});

describe("orderPageCount (commerce-core.md §9 order history page size 20)", () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])("%i orders → %i pages", (total, pages) => {
    expect(orderPageCount(total)).toBe(pages);
  });
});
