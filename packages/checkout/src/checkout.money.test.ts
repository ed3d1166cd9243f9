import { itemsLoaded, paymentChosen, shippingChosen, type CartItem } from "@shop/cart";
import type { FetchLike } from "@shop/sync-queue";
import { describe, expect, it, vi } from "vitest";
import { cancelOfflineOrders, offlineOrdersReconnected, sendOfflineOrders } from "./checkout.offline";
import { placeOrder } from "./checkout.order";
import { completePaymentReturn, restoreCartAfterFailedPayment, startPayment } from "./checkout.payment";
import { offlineOrderHeld, orderPlaced, paymentDetailsSaved, paymentUpdated, personalDetailsSaved, shippingDetailsSaved } from "./checkout.slice";
import type { OrderRequest } from "./order.schemas";
import { createCheckoutTestStore, type CheckoutTestStore } from "./testing";

// Regression tests of the review's money/order findings (each names its finding): one order is placed once,
// paid once, and its cart restored only when its payment failed.

const address = { firstname: "Emma", lastname: "de Vries", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011AD", country_id: "NL" };
const order: OrderRequest = {
  order_id: "order-review-1",
  created_at: "2026-03-01T10:00:00.000Z",
  store_code: "nl",
  products: [{ sku: "SH-1", qty: 1 }],
  addressInformation: { shippingAddress: address, billingAddress: { ...address, email: "emma@example.com" }, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "ideal" },
};
const replyOf = (orderId: string) => ({ order_id: orderId, orderNumber: "000000042", backendOrderId: "42", status: "pending", created_at: "2026-03-01T10:00:00.000Z", grand_total: 10 });
const reply = replyOf(order.order_id);
const item = { sku: "SH-1", qty: 1, name: "Shirt", type_id: "simple", checksum: "", price_incl_tax: 10 } as unknown as CartItem;
const snapshot = { items: [item], couponCode: null };

interface Call {
  path: string;
  key: string | null;
  body: Record<string, unknown> | undefined;
}
/** A fetch that records each call (path, Idempotency-Key, JSON body) and answers with `answer`. */
function recordingApi(answer: (path: string, body: Record<string, unknown> | undefined) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ path, key: new Headers(init?.headers).get("Idempotency-Key"), body });
    return answer(path, body);
  };
  return { fetch, calls, orders: () => calls.filter((call) => call.path === "/api/order") };
}
const never = () => new Promise<Response>(() => undefined);
const ok = (result: unknown) => Response.json({ code: 200, result });
const P = "/payment-provider/v1";

/** Cart, methods and details as the checkout form leaves them: ready to place an iDEAL order. */
function readyToPlace(store: CheckoutTestStore) {
  store.dispatch(itemsLoaded([item]));
  store.dispatch(shippingChosen({ method_code: "flatrate", carrier_code: "flatrate", method_title: "Flat", price_incl_tax: 5, default: true, offline: false, available: true } as never));
  store.dispatch(paymentChosen({ code: "ideal", title: "iDEAL", default: true } as never));
  store.dispatch(personalDetailsSaved({ details: { firstName: "Emma", lastName: "de Vries", emailAddress: "emma@example.com" }, at: 1 }));
  store.dispatch(shippingDetailsSaved({ details: { firstName: "Emma", lastName: "de Vries", country: "NL", streetAddress: "Coolsingel", apartmentNumber: "40", city: "Rotterdam", zipCode: "3011AD" }, at: 1, addressSaved: true }));
  store.dispatch(paymentDetailsSaved({ details: { paymentMethod: "ideal" }, at: 1 }));
}

/** Reconnects (the app's call after rehydration) and sends what the shopper would: automatically or confirmed. */
async function reconnect(store: CheckoutTestStore) {
  const decision = await store.dispatch(offlineOrdersReconnected()).unwrap();
  if (decision === "confirm") await store.dispatch(sendOfflineOrders()).unwrap();
  return decision;
}

describe("finding 3: a held order sent at once (account creation) and a reload", () => {
  it("is held again after the reload and sent under its order id, once", async () => {
    const first = createCheckoutTestStore({ fetch: recordingApi(never).fetch });
    first.store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held" }));
    first.extra.checkout.accountPasswords.set(order.order_id, "Welkom123!abc");
    void first.store.dispatch(sendOfflineOrders());
    await vi.waitFor(() => expect(first.store.getState().checkout.offlineOrders[0]).toMatchObject({ status: "sending", transport: "direct" }));
    expect(first.queue.pendingTasks()).toEqual([]); // a direct call: nothing queued to replay
    const persisted = first.store.getState().checkout.offlineOrders;
    first.dispose();

    // The reload: rehydrated offline orders, the (empty) task storage, back online.
    const api = recordingApi(() => ok(reply));
    const second = createCheckoutTestStore({ taskEntries: first.taskEntries, fetch: api.fetch });
    for (const entry of persisted) second.store.dispatch(offlineOrderHeld(entry));
    await second.queue.ready();
    expect(await reconnect(second.store)).not.toBe("nothing");
    await vi.waitFor(() => expect(second.store.getState().checkout.offlineOrders).toEqual([]));
    expect(api.orders().map((call) => call.key)).toEqual([order.order_id]);
    expect(api.orders()[0]?.body).not.toHaveProperty("account"); // the password never outlives its page
    second.dispose();
  });

  it("a reconnect while this page still sends it directly leaves it alone", async () => {
    const api = recordingApi(never);
    const { store, extra, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held" }));
    extra.checkout.accountPasswords.set(order.order_id, "Welkom123!abc");
    void store.dispatch(sendOfflineOrders());
    await vi.waitFor(() => expect(api.orders()).toHaveLength(1));
    expect(await store.dispatch(offlineOrdersReconnected()).unwrap()).toBe("nothing");
    expect(store.getState().checkout.offlineOrders.map((entry) => entry.status)).toEqual(["sending"]);
    expect(api.orders()).toHaveLength(1);
    dispose();
  });
});

describe("finding 2: place order online, page reloaded while POST /api/order is in flight", () => {
  it("the order is recorded (persisted state) before the call; after the reload it is sent again under the same id", async () => {
    const api = recordingApi(never);
    const first = createCheckoutTestStore({ fetch: api.fetch, orderIds: ["order-try-1", "order-try-2"] });
    readyToPlace(first.store);
    void first.store.dispatch(placeOrder());
    await vi.waitFor(() => expect(api.orders()).toHaveLength(1));
    const persisted = first.store.getState().checkout.offlineOrders;
    expect(persisted).toMatchObject([{ request: { order_id: "order-try-1" }, status: "sending", transport: "direct", tried: true, placing: true }]);
    first.dispose();

    // The reload: the persisted cart (not cleared: the call had no answer) and offline orders come back.
    const again = recordingApi((path, body) => (path === "/api/order" ? ok(replyOf(String(body?.["order_id"]))) : ok({ quote_id: "c1" })));
    const second = createCheckoutTestStore({ taskEntries: first.taskEntries, fetch: again.fetch });
    second.store.dispatch(itemsLoaded([item]));
    for (const entry of persisted) second.store.dispatch(offlineOrderHeld(entry));
    await second.queue.ready();
    await reconnect(second.store);
    await vi.waitFor(() => expect(second.store.getState().checkout.offlineOrders).toEqual([]));
    expect(again.orders().map((call) => call.key)).toEqual(["order-try-1"]);
    // As for any order without an answer: recorded, its cart cleared (it cannot be placed a second time), thank-you.
    expect(second.store.getState().cart.cartItems).toEqual([]);
    expect(second.store.getState().checkout).toMatchObject({ isThankYouPage: true, order: { request: { order_id: "order-try-1" }, reply: { order_id: "order-try-1" }, cart: { items: [{ sku: "SH-1" }] } } });
    second.dispose();
  });

  it("placed: the entry is gone, the order has its reply; refused: the entry is gone and the cart stays", async () => {
    const placed = createCheckoutTestStore({ fetch: recordingApi((path, body) => ok(replyOf(String(body?.["order_id"])))).fetch, orderIds: ["order-ok-1"] });
    readyToPlace(placed.store);
    await expect(placed.store.dispatch(placeOrder()).unwrap()).resolves.toMatchObject({ orderId: "order-ok-1", offline: false });
    expect(placed.store.getState().checkout.offlineOrders).toEqual([]);
    expect(placed.store.getState().checkout.order?.reply?.order_id).toBe("order-ok-1");
    placed.dispose();

    const refused = createCheckoutTestStore({ fetch: recordingApi(() => Response.json({ code: 400, result: { message: "Out of stock" } }, { status: 400 })).fetch });
    readyToPlace(refused.store);
    await expect(refused.store.dispatch(placeOrder()).unwrap()).rejects.toBe("Out of stock");
    expect(refused.store.getState().checkout.offlineOrders).toEqual([]);
    expect(refused.store.getState().cart.cartItems).toHaveLength(1);
    refused.dispose();
  });
});

describe("finding 9: cancelling a held order that was sent before without a reply", () => {
  it("keeps it (it may be placed); one never sent and a refused one are dropped", async () => {
    const { store, dispose } = createCheckoutTestStore({ online: false });
    store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held", tried: true }));
    store.dispatch(offlineOrderHeld({ request: { ...order, order_id: "order-never-sent" }, heldAt: 1, status: "held" }));
    store.dispatch(offlineOrderHeld({ request: { ...order, order_id: "order-refused" }, heldAt: 1, status: "failed", error: "Out of stock" }));
    expect(await store.dispatch(cancelOfflineOrders()).unwrap()).toEqual(["order-never-sent", "order-refused"]);
    expect(store.getState().checkout.offlineOrders.map((entry) => entry.request.order_id)).toEqual([order.order_id]);
    dispose();
  });
});

describe("finding 4: restoreCartAfterFailedPayment looks at the payment", () => {
  it("does not restore the cart of an order whose payment was Authorised (→ a second order)", async () => {
    const { store, dispose } = createCheckoutTestStore({ fetch: (async () => Response.json({ code: 500, result: "x" }, { status: 500 })) as FetchLike });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    store.dispatch(paymentUpdated({ order_id: order.order_id, pspReference: "PSP1", resultCode: "Authorised" }));
    expect(await store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(false);
    expect(store.getState().cart.cartItems).toHaveLength(0);
    dispose();
  });

  it("does not restore the cart of an order still held offline (it will be sent anyway → two orders)", async () => {
    const { store, dispose } = createCheckoutTestStore({ online: false });
    store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held" }));
    store.dispatch(orderPlaced({ request: order, reply: null, placedAt: 1, cart: snapshot }));
    expect(await store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(false);
    expect(store.getState().cart.cartItems).toHaveLength(0);
    dispose();
  });

  it("restores once after a refused payment, then the order and payment are cleared", async () => {
    const { store, dispose } = createCheckoutTestStore({ fetch: recordingApi(() => ok({ quote_id: "c1" })).fetch });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    store.dispatch(paymentUpdated({ order_id: order.order_id, pspReference: "PSP1", resultCode: "Refused" }));
    expect(await store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(true);
    expect(store.getState().cart.cartItems.map((line) => line.sku)).toEqual(["SH-1"]);
    expect(store.getState().checkout).toMatchObject({ order: null, payment: null });
    expect(await store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(false);
    dispose();
  });

  it("without a recorded result asks payment-status, and restores only when it failed", async () => {
    for (const [resultCode, restored] of [["Cancelled", true], ["Pending", false], ["Authorised", false]] as const) {
      const api = recordingApi((path) => (path.startsWith(`${P}/payment-status/`) ? ok({ order_id: order.order_id, resultCode, orderStatus: "pending" }) : ok({ quote_id: "c1" })));
      const { store, dispose } = createCheckoutTestStore({ fetch: api.fetch });
      store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
      expect(await store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(restored);
      expect(store.getState().cart.cartItems).toHaveLength(restored ? 1 : 0);
      dispose();
    }
  });
});

describe("finding 6: completePaymentReturn only trusts the current order's payment", () => {
  it("a return URL of an earlier order's authorised payment does not show the current (unpaid) order as paid", async () => {
    const api = recordingApi((path) =>
      path.startsWith(`${P}/payment-status/`)
        ? ok({ order_id: order.order_id, resultCode: "RedirectShopper", orderStatus: "pending" })
        : ok({ order_id: "order-earlier-0", pspReference: "PSPOLD", resultCode: "Authorised" }),
    );
    const { store, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    const step = await store.dispatch(completePaymentReturn({ query: { orderId: "order-earlier-0", redirectResult: "tok" } })).unwrap();
    expect(step.outcome).not.toBe("success");
    expect(api.calls.map((call) => call.path)).toEqual([`${P}/payment-status/${order.order_id}`]);
    dispose();
  });

  it("this order's return sends its pspReference; a reply of another payment falls back to payment-status", async () => {
    const api = recordingApi((path) =>
      path.startsWith(`${P}/payment-status/`)
        ? ok({ order_id: order.order_id, resultCode: "Cancelled", orderStatus: "payment_failed" })
        : ok({ order_id: "order-earlier-0", pspReference: "PSPOLD", resultCode: "Authorised" }),
    );
    const { store, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    store.dispatch(paymentUpdated({ order_id: order.order_id, pspReference: "PSPNEW", resultCode: "RedirectShopper" }));
    const step = await store.dispatch(completePaymentReturn({ query: { orderId: order.order_id, redirectResult: "tok" } })).unwrap();
    expect(api.calls[0]?.body).toMatchObject({ pspReference: "PSPNEW", details: { redirectResult: "tok" } });
    expect(step.outcome).toBe("failed");
    expect(store.getState().checkout.isThankYouPage).toBe(false);
    dispose();
  });

  it("the current payment's own return is its outcome", async () => {
    const api = recordingApi(() => ok({ order_id: order.order_id, pspReference: "PSPNEW", resultCode: "Authorised" }));
    const { store, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    store.dispatch(paymentUpdated({ order_id: order.order_id, pspReference: "PSPNEW", resultCode: "RedirectShopper" }));
    const step = await store.dispatch(completePaymentReturn({ query: { orderId: order.order_id, redirectResult: "tok" } })).unwrap();
    expect(step.outcome).toBe("success");
    expect(api.calls.map((call) => call.path)).toEqual([`${P}/payments-details`]);
    dispose();
  });
});

describe("finding 1 (client): startPayment resumes the order's open payment", () => {
  it("an open payment of the order in the state is resumed at its page (redirect-url), never initiated again", async () => {
    const api = recordingApi((path) => (path.startsWith(`${P}/redirect-url/`) ? ok({ order_id: order.order_id, url: "https://psp.test/pages/ideal/PSP1" }) : ok({})));
    const { store, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    store.dispatch(paymentUpdated({ order_id: order.order_id, pspReference: "PSP1", resultCode: "RedirectShopper" }));
    const step = await store.dispatch(startPayment({ origin: "http://shop.test" })).unwrap();
    expect(step).toMatchObject({ outcome: "action", redirectUrl: "https://psp.test/pages/ideal/PSP1" });
    expect(api.calls.map((call) => call.path)).toEqual([`${P}/redirect-url/${order.order_id}`]);
    dispose();
  });

  it("initiate answered 409 (a payment opened in another tab): its page is resumed", async () => {
    const api = recordingApi((path) =>
      path === `${P}/initiate`
        ? Response.json({ code: 409, result: { message: "A payment of this order is already open: resume it." } }, { status: 409 })
        : ok({ order_id: order.order_id, url: "https://psp.test/pages/ideal/PSP2" }),
    );
    const { store, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(orderPlaced({ request: order, reply, placedAt: 1, cart: snapshot }));
    const step = await store.dispatch(startPayment({ origin: "http://shop.test", issuer: "INGBNL2A" })).unwrap();
    expect(step).toMatchObject({ outcome: "action", redirectUrl: "https://psp.test/pages/ideal/PSP2" });
    expect(api.calls.map((call) => call.path)).toEqual([`${P}/initiate`, `${P}/redirect-url/${order.order_id}`]);
    dispose();
  });
});

describe("finding 5: a direct send answered 'still processing' is no answer", () => {
  for (const [status, result] of [
    [409, "A request with this Idempotency-Key is still being processed."],
    [504, "The request took too long."],
  ] as const) {
    it(`a held order sent at once and answered ${status} with Retry-After stays held (it may be placed), not failed`, async () => {
      const api = recordingApi(() => Response.json({ code: status, result }, { status, headers: { "Retry-After": "1" } }));
      const { store, extra, dispose } = createCheckoutTestStore({ fetch: api.fetch });
      store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held" }));
      extra.checkout.accountPasswords.set(order.order_id, "Welkom123!abc");
      expect(await store.dispatch(sendOfflineOrders()).unwrap()).toEqual({ sent: [], held: [order.order_id], failed: [] });
      expect(store.getState().checkout.offlineOrders).toMatchObject([{ status: "held", tried: true }]);
      dispose();
    });
  }

  it("a real conflict (409 'This order_id is already used by another order.') is a failure", async () => {
    const api = recordingApi(() => Response.json({ code: 409, result: "This order_id is already used by another order." }, { status: 409 }));
    const { store, extra, dispose } = createCheckoutTestStore({ fetch: api.fetch });
    store.dispatch(offlineOrderHeld({ request: order, heldAt: 1, status: "held" }));
    extra.checkout.accountPasswords.set(order.order_id, "Welkom123!abc");
    expect(await store.dispatch(sendOfflineOrders()).unwrap()).toEqual({ sent: [], held: [], failed: [order.order_id] });
    dispose();
  });
});
