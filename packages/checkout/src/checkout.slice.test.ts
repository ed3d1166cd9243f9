import { userLoggedOut } from "@shop/user";
import { describe, expect, it } from "vitest";
import {
  CHECKOUT_PERSISTED_KEYS,
  checkoutDetailsCleared,
  checkoutDetailsLoaded,
  checkoutSlice,
  initialCheckoutState,
  offlineOrderHeld,
  offlineOrderSent,
  offlineOrdersCancelled,
  offlineOrderStatusChanged,
  orderPlaced,
  personalDetailsSaved,
  shippingDetailsSaved,
  type CheckoutState,
} from "./checkout.slice";
import { selectIsInCheckout, selectOfflineOrdersToConfirm, selectPersonalDetails } from "./checkout.selectors";
import type { OrderRequest } from "./order.schemas";

const reduce = (state: CheckoutState, ...actions: Parameters<typeof checkoutSlice.reducer>[1][]) => actions.reduce(checkoutSlice.reducer, state);
const request = (orderId: string) => ({ order_id: orderId }) as OrderRequest;

describe("checkout slice (commerce-core.md §3 Checkout state, §4 Checkout)", () => {
  it("never persists the password: it is its own key, outside CHECKOUT_PERSISTED_KEYS; the selector gives the spec's personalDetails", () => {
    const state = reduce(initialCheckoutState, personalDetailsSaved({ details: { firstName: "Emma", password: "Welkom123!", createAccount: true }, at: 5 }));
    expect(state.personalDetails).toEqual({ firstName: "Emma", lastName: "", emailAddress: "", createAccount: true });
    expect(state.password).toBe("Welkom123!");
    expect(CHECKOUT_PERSISTED_KEYS).not.toContain("password");
    const persisted = JSON.stringify(Object.fromEntries(CHECKOUT_PERSISTED_KEYS.map((key) => [key, state[key]])));
    expect(persisted).not.toContain("Welkom123!");
    expect(selectPersonalDetails({ checkout: state })).toMatchObject({ firstName: "Emma", password: "Welkom123!", createAccount: true });
    expect(state.modifiedAt).toBe(5);
  });

  it("a saved address lets a shipping method be chosen; saving the method alone does not count as the address", () => {
    const methodOnly = reduce(initialCheckoutState, shippingDetailsSaved({ details: { shippingMethod: "flatrate_flatrate" }, at: 1 }));
    expect(methodOnly.shippingAddressSavedAt).toBeNull();
    const saved = reduce(initialCheckoutState, shippingDetailsSaved({ details: { country: "NL" }, at: 2, addressSaved: true }));
    expect(saved.shippingAddressSavedAt).toBe(2);
  });

  it("order placed: the order and timestamp kept, password and createAccount cleared, thank-you set", () => {
    const filled = reduce(initialCheckoutState, personalDetailsSaved({ details: { password: "x", createAccount: true, emailAddress: "e@x.nl" }, at: 1 }));
    const placed = reduce(filled, orderPlaced({ request: request("o-00000001"), reply: null, placedAt: 9, cart: { items: [], couponCode: null } }));
    expect(placed).toMatchObject({ password: "", isThankYouPage: true, modifiedAt: 9, personalDetails: { createAccount: false, emailAddress: "e@x.nl" }, order: { placedAt: 9 } });
  });

  it("in checkout for the window after the last modification", () => {
    const state = reduce(initialCheckoutState, personalDetailsSaved({ details: { firstName: "E" }, at: 0 }));
    expect(selectIsInCheckout({ checkout: state }, 29 * 60_000, 30)).toBe(true);
    expect(selectIsInCheckout({ checkout: state }, 30 * 60_000, 30)).toBe(false);
  });

  it("offline orders: held once per order id, sent off the list (the last order gets its reply), refused kept with its message, cancel spares one being sent", () => {
    let state = reduce(initialCheckoutState, orderPlaced({ request: request("o-1"), reply: null, placedAt: 1, cart: { items: [], couponCode: null } }));
    state = reduce(state, offlineOrderHeld({ request: request("o-1"), heldAt: 1, status: "held" }), offlineOrderHeld({ request: request("o-1"), heldAt: 2, status: "held" }));
    state = reduce(state, offlineOrderHeld({ request: request("o-2"), heldAt: 3, status: "held" }), offlineOrderHeld({ request: request("o-3"), heldAt: 3, status: "held" }));
    expect(state.offlineOrders.map((order) => order.request.order_id)).toEqual(["o-1", "o-2", "o-3"]);
    const reply = { order_id: "o-1", orderNumber: "000000001", backendOrderId: "1", status: "pending", created_at: "", grand_total: 1 };
    state = reduce(state, offlineOrderSent({ orderId: "o-1", reply }));
    expect(state.order?.reply).toEqual(reply);
    state = reduce(state, offlineOrderStatusChanged({ orderId: "o-2", status: "failed", error: "Out of stock" }), offlineOrderStatusChanged({ orderId: "o-3", status: "sending" }));
    expect(selectOfflineOrdersToConfirm({ checkout: state }).map((order) => [order.request.order_id, order.error])).toEqual([["o-2", "Out of stock"]]);
    state = reduce(state, offlineOrdersCancelled(["o-2", "o-3"]));
    expect(state.offlineOrders.map((order) => order.request.order_id)).toEqual(["o-3"]);
  });

  it("loads details from elsewhere (the customer's profile) without counting as a modification", () => {
    const state = reduce(initialCheckoutState, checkoutDetailsLoaded({ personal: { emailAddress: "jan@example.com" }, shipping: { city: "Utrecht" }, payment: { company: "Mode BV" } }));
    expect(state).toMatchObject({ personalDetails: { emailAddress: "jan@example.com" }, shippingDetails: { city: "Utrecht" }, paymentDetails: { company: "Mode BV" }, modifiedAt: null });
  });

  it.each([
    ["checkoutDetailsCleared", checkoutDetailsCleared()],
    ["@shop/user's userLoggedOut", userLoggedOut({ reason: "shopper" })],
    ["another login (userLoggedOut, switched)", userLoggedOut({ reason: "switched" })],
  ])("logout (%s) clears the details, password and in-checkout time, but never the offline orders", (_case, logout) => {
    let state = reduce(initialCheckoutState, personalDetailsSaved({ details: { firstName: "Emma", password: "p" }, at: 3 }), shippingDetailsSaved({ details: { city: "Rotterdam" }, at: 3, addressSaved: true }));
    state = reduce(state, offlineOrderHeld({ request: request("o-9"), heldAt: 3, status: "held" }), logout);
    expect(state).toMatchObject({ personalDetails: initialCheckoutState.personalDetails, password: "", shippingDetails: initialCheckoutState.shippingDetails, shippingAddressSavedAt: null, modifiedAt: null });
    expect(state.offlineOrders.map((order) => order.request.order_id)).toEqual(["o-9"]);
  });
});
