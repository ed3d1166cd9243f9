import type { CartItem } from "@shop/cart";
import { orderPlaced, type OrderRequest } from "@shop/checkout";
import { createConfig } from "@shop/core";
import { SEARCH_STORAGE_KEYS, createMemorySearchStorage } from "@shop/search";
import type { FetchLike } from "@shop/sync-queue";
import { userLoggedOut } from "@shop/user";
import { describe, expect, it } from "vitest";
import { createShopStore } from "./create-shop-store";

// presentation-content.md §4 "Session and customer identifiers are regenerated on logout and after an order is placed".
const config = createConfig({ cart: { synchronize: false }, stock: { synchronize: false } });
const silent = { warn: () => undefined, error: () => undefined };
const refusing: FetchLike = async () => new Response(JSON.stringify({ code: 500, result: "none" }), { status: 500, headers: { "content-type": "application/json" } });
const address = { firstname: "Emma", lastname: "de Vries", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011AD", country_id: "NL" };
const order: OrderRequest = {
  order_id: "order-1",
  created_at: "2026-03-01T10:00:00.000Z",
  store_code: "nl",
  products: [{ sku: "SH-1", qty: 1 }],
  addressInformation: { shippingAddress: address, billingAddress: { ...address, email: "emma@example.com" }, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "ideal" },
};
const item = { sku: "SH-1", qty: 1, name: "Shirt", type_id: "simple", checksum: "", price_incl_tax: 10 } as unknown as CartItem;

describe("search visitor keys follow logout and order placed (the seam in @shop/store)", () => {
  it.each([
    ["logout", userLoggedOut({ reason: "shopper" })],
    ["order placed", orderPlaced({ request: order, reply: null, placedAt: 1, cart: { items: [item], couponCode: null } })],
  ])("%s regenerates both keys", async (_case, action) => {
    const storage = createMemorySearchStorage();
    let made = 0;
    const { store, extra, dispose } = createShopStore({ config, logger: silent, runtime: "server", syncQueue: { fetch: refusing }, search: { storage, newKey: () => `k${++made}` } });
    expect(extra.search.visitor.current()).toEqual({ sessionKey: "k1", customerKey: "k2" });
    store.dispatch(action);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.getItem(SEARCH_STORAGE_KEYS.sessionKey)).toBe("k3");
    expect(storage.getItem(SEARCH_STORAGE_KEYS.customerKey)).toBe("k4");
    expect(store.getState().search.visitorKeyGeneration).toBe(1);
    dispose();
  });
});
