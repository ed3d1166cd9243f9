import { connectivityChanged } from "@shop/sync-queue";
import { describe, expect, it, vi } from "vitest";
import { userLoggedIn, userLoggedOut } from "@shop/user";
import { itemAdded, serverTokenSet } from "./cart.slice";
import { createCartTestStore } from "./testing";

describe("cartPackage listeners (docs/package-contract.md)", () => {
  it("syncs when the connection comes back, not when the store starts", async () => {
    const seen: string[] = [];
    const fetch = async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ code: 200, result: [] }), { headers: { "content-type": "application/json" } });
    };
    const { store, dispose } = createCartTestStore({ fetch });
    store.dispatch(serverTokenSet("c-1"));
    // The store's start reports "online": no forced sync of this device's lines.
    store.dispatch(connectivityChanged({ online: true, reason: "manual", at: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    store.dispatch(connectivityChanged({ online: false, reason: "browser", at: 1 }));
    store.dispatch(connectivityChanged({ online: true, reason: "browser", at: 2 }));
    await vi.waitFor(() => expect(seen.some((url) => url.includes("/cart/pull?"))).toBe(true));
    dispose();
  });
});

describe("the user's login and logout (commerce-core.md §4 Authorize, Session and token)", () => {
  it("userLoggedIn authorizes the cart (connects the customer's cart)", async () => {
    const seen: string[] = [];
    const fetch = async (url: string) => {
      seen.push(new URL(url).pathname);
      return new Response(JSON.stringify({ code: 200, result: url.includes("/cart/create") ? "customer-cart" : [] }), { headers: { "content-type": "application/json" } });
    };
    const { store, dispose } = createCartTestStore({ fetch });
    store.dispatch(userLoggedIn({ customer: { id: 1, email: "jan@example.com", firstname: "Jan", lastname: "Jansen", group_id: 1, addresses: [] } }));
    await vi.waitFor(() => expect(store.getState().cart.cartServerToken).toBe("customer-cart"));
    expect(seen[0]).toMatch(/\/cart\/create$/);
    dispose();
  });

  it("userLoggedOut clears the cart locally and disconnects, sending nothing", async () => {
    const seen: string[] = [];
    const fetch = async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ code: 200, result: true }), { headers: { "content-type": "application/json" } });
    };
    const { store, dispose } = createCartTestStore({ fetch });
    store.dispatch(serverTokenSet("c-1"));
    store.dispatch(itemAdded({ sku: "AC-TIE", qty: 2, name: "Tie", type_id: "simple", checksum: "", price_incl_tax: 10 }));
    store.dispatch(userLoggedOut({ reason: "shopper" }));
    expect(store.getState().cart).toMatchObject({ cartItems: [], cartServerToken: null, couponCode: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    dispose();
  });
});
