import type { Notification } from "@shop/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationToasts } from "./NotificationToasts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("NotificationToasts actions (commerce-core.md §8: up to two actions plus a close icon)", () => {
  it("keeps two actions with the same label apart", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onAction = vi.fn();
    const notification: Notification = {
      id: "twice",
      type: "warning",
      message: "Payment failed",
      hasNoTimeout: false,
      createdAt: 0,
      action1: { label: "OK", command: { kind: "close" } },
      action2: { label: "OK", command: { kind: "navigate", to: "/checkout/" } },
    };
    const { rerender } = render(<NotificationToasts notifications={[notification]} onAction={onAction} onClose={vi.fn()} />);
    rerender(<NotificationToasts notifications={[{ ...notification, message: "Error placing an order" }]} onAction={onAction} onClose={vi.fn()} />);
    const [first, second] = within(screen.getByRole("status")).getAllByRole("button", { name: "OK" });
    fireEvent.click(second!);
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: "twice" }), notification.action2);
    fireEvent.click(first!);
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: "twice" }), notification.action1);
    // React reports duplicate keys through console.error.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
