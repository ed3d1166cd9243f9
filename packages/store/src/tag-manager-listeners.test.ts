import { addToCart, itemAdded, lineIdentity, removeItem } from "@shop/cart";
import { placeOrder } from "@shop/checkout";
import { createConfig } from "@shop/core";
import type { FetchLike } from "@shop/sync-queue";
import { describe, expect, it } from "vitest";
import { createShopStore } from "./create-shop-store";

const config = createConfig({ cart: { synchronize: false }, stock: { synchronize: false } });
const silent = { warn: () => undefined, error: () => undefined };
const offlineFetch: FetchLike = async () => new Response(JSON.stringify({ code: 500, result: "none" }), { status: 500, headers: { "content-type": "application/json" } });
const shirt = { sku: "SH-1", name: "Oxford shirt", type_id: "simple", price_incl_tax: 59.95 };

function storeWithLayer() {
  const dataLayer: object[] = [];
  const shop = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch: offlineFetch }, cms: { dataLayer } });
  const events = () => dataLayer.filter((entry) => "event" in entry);
  return { ...shop, dataLayer, events };
}

describe("tag-manager listeners on the cart's and checkout's actions (presentation-content.md §7)", () => {
  it("add_to_cart follows a shopper's add, with currency, value and items", async () => {
    const { store, events, dispose } = storeWithLayer();
    await store.dispatch(addToCart({ products: [{ product: shirt, qty: 2 }] }));
    expect(events()).toEqual([
      { event: "add_to_cart", ecommerce: { currency: "EUR", value: 119.9, items: [{ item_id: "SH-1", item_name: "Oxford shirt", price: 59.95, quantity: 2 }] } },
    ]);
    dispose();
  });

  it("remove_from_cart carries the removed line", async () => {
    const { store, events, dispose } = storeWithLayer();
    store.dispatch(itemAdded({ sku: "SH-1", name: "Oxford shirt", qty: 1, type_id: "simple", checksum: "", price_incl_tax: 59.95 }));
    await store.dispatch(removeItem({ identity: lineIdentity({ sku: "SH-1" }) }));
    expect(events()).toEqual([
      { event: "remove_from_cart", ecommerce: { currency: "EUR", value: 59.95, items: [{ item_id: "SH-1", item_name: "Oxford shirt", price: 59.95, quantity: 1 }] } },
    ]);
    dispose();
  });

  it("no purchase for an order that was not placed", async () => {
    const { store, events, dispose } = storeWithLayer();
    store.dispatch(itemAdded({ sku: "SH-1", name: "Oxford shirt", qty: 1, type_id: "simple", checksum: "", price_incl_tax: 59.95 }));
    await store.dispatch(placeOrder());
    expect(events().filter((event) => (event as { event: string }).event === "purchase")).toEqual([]);
    dispose();
  });
});
