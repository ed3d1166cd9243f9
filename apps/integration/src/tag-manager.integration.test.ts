import type { Product } from "@shop/catalog-pricing";
import { addToCart, type AddableProduct } from "@shop/cart";
import { chooseShippingMethod, placeOrder, savePaymentDetails, savePersonalDetails, saveShippingAddress } from "@shop/checkout";
import { createConfig } from "@shop/core";
import { createShopStore } from "@shop/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFor } from "./support/catalog";
import { NL_ADDRESS } from "./support/checkout";
import { startShop, type RunningShop } from "./support/start-shop";

// presentation-content.md §7 Tag manager: the events a guest's checkout pushes to the dataLayer,
// through the one store (@shop/store wires @shop/cms's builders to the cart's and checkout's actions).

let shop: RunningShop;
let socks: AddableProduct;
beforeAll(async () => {
  shop = await startShop();
  const { extra, context } = catalogFor(shop.url);
  const found: Product[] = (await extra.catalog.api.search("product", { filter: { sku: "AC-SOK-NAV" }, size: 1 }, context())).items;
  socks = found[0] as AddableProduct;
});
afterAll(() => shop.close());

describe("tag manager through the one store", () => {
  it("add_to_cart, checkoutOption and add_shipping_info, checkoutOption and add_payment_info, purchase; one warning for the missing id", async () => {
    const dataLayer: object[] = [];
    const warnings: string[] = [];
    const { store, dispose } = createShopStore({
      config: createConfig({ api: { url: shop.url } }),
      logger: { warn: (message) => void warnings.push(message), error: () => undefined },
      syncQueue: { connectivity: null },
      cms: { dataLayer },
    });
    await store.dispatch(addToCart({ products: [{ product: socks, qty: 2 }] })).unwrap();
    await store.dispatch(savePersonalDetails({ firstName: "Emma", lastName: "de Vries", emailAddress: `tags.${Date.now()}@example.com` })).unwrap();
    await store.dispatch(saveShippingAddress(NL_ADDRESS)).unwrap();
    const method = store.getState().checkout.shippingMethods[0];
    if (!method) throw new Error("no shipping method for NL");
    await store.dispatch(chooseShippingMethod({ carrierCode: method.carrier_code, methodCode: method.method_code })).unwrap();
    await store.dispatch(savePaymentDetails({ paymentMethod: "cashondelivery" })).unwrap();
    const placed = await store.dispatch(placeOrder({ loggedIn: false })).unwrap();

    const events = dataLayer.filter((entry): entry is { event: string; ecommerce: Record<string, unknown> } => "event" in entry);
    expect(events.map((entry) => entry.event)).toEqual(["add_to_cart", "checkoutOption", "add_shipping_info", "checkoutOption", "add_payment_info", "purchase"]);
    const price = socks.price_incl_tax ?? 0;
    const item = { item_id: socks.sku, item_name: socks.name, price, quantity: 2 };
    expect(events[0]?.ecommerce).toEqual({ currency: "EUR", value: Math.round(price * 200) / 100, items: [item] });
    expect(events[2]?.ecommerce).toMatchObject({ shipping_tier: `${method.carrier_code}_${method.method_code}`, items: [item] });
    expect(events[4]?.ecommerce).toMatchObject({ payment_type: "cashondelivery" });
    expect(events[5]?.ecommerce).toMatchObject({ transaction_id: placed.orderId, currency: "EUR", items: [item] });
    // GA4: every e-commerce event clears the previous one first.
    expect(dataLayer.filter((entry) => !("event" in entry))).toHaveLength(events.length);
    expect(warnings.filter((message) => /No tag-manager id/.test(message))).toHaveLength(1);
    dispose();
  });
});
