import type { FetchLike } from "@shop/sync-queue";
import { describe, expect, it, vi } from "vitest";
import { sendOfflineOrders } from "./checkout.offline";
import { offlineOrderHeld } from "./checkout.slice";
import type { OrderRequest } from "./order.schemas";
import { createCheckoutTestStore } from "./testing";

const address = { firstname: "Emma", lastname: "de Vries", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011AD", country_id: "NL" };
const order: OrderRequest = {
  order_id: "order-reload-1",
  created_at: "2026-03-01T10:00:00.000Z",
  store_code: "nl",
  products: [{ sku: "SH-1", qty: 1 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email: "emma@example.com" },
    shipping_carrier_code: "flatrate",
    shipping_method_code: "flatrate",
    payment_method_code: "banktransfer",
  },
};
const reply = { order_id: order.order_id, orderNumber: "000000042", backendOrderId: "42", status: "pending", created_at: "2026-03-01T10:00:00.000Z", grand_total: 10 };

/** Answers POST /api/order with the reply and records each Idempotency-Key. */
function fakeOrderApi() {
  const keys: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    if (new URL(String(input)).pathname !== "/api/order") return new Response("not here", { status: 404 });
    keys.push(new Headers(init?.headers).get("Idempotency-Key") ?? "");
    return Response.json({ code: 200, result: reply });
  };
  return { fetch, keys };
}

describe("checkoutPackage (docs/package-contract.md)", () => {
  it("composes after the cart: extra.checkout with its clients, the checkout slice", () => {
    const { store, extra, dispose } = createCheckoutTestStore();
    expect(Object.keys(extra.checkout).sort()).toEqual(["accountPasswords", "api", "createOrderId", "payment", "sendingOrders"]);
    expect(store.getState().checkout.offlineOrders).toEqual([]);
    dispose();
  });

  it("an offline order queued before a reload is settled after it: the replayed task's reply (same Idempotency-Key) takes it off the list", async () => {
    const first = createCheckoutTestStore({ online: false });
    first.store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held" }));
    void first.store.dispatch(sendOfflineOrders());
    await vi.waitFor(() => expect(first.queue.pendingTasks().map((task) => task.task_id)).toEqual([order.order_id]));
    expect(first.store.getState().checkout.offlineOrders[0]?.status).toBe("sending");
    first.dispose();

    // The next page: its persisted checkout state says "sending", the task comes back from storage.
    const api = fakeOrderApi();
    const second = createCheckoutTestStore({ online: false, taskEntries: first.taskEntries, fetch: api.fetch });
    second.store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "sending" }));
    await second.queue.ready();
    second.queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(second.store.getState().checkout.offlineOrders).toEqual([]));
    expect(api.keys).toEqual([order.order_id]);
    second.dispose();
  });
});
