import type { Product } from "@shop/catalog-pricing";
import { addToCart, type AddableProduct } from "@shop/cart";
import { chooseShippingMethod, placeOrder, savePaymentDetails, savePersonalDetails, saveShippingAddress } from "@shop/checkout";
import { createConfig } from "@shop/core";
import { createShopStore } from "@shop/store";
import { loadOrders, login, register } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogFor } from "./support/catalog";
import { NL_ADDRESS } from "./support/checkout";
import { startShop, type RunningShop } from "./support/start-shop";

// The whole shopper's path through the one store (@shop/store, as the app builds it) against
// apps/api on loopback: register → login → the guest cart merged once → checkout (the token
// expiring mid-way, refreshed transparently) → the order in the history (commerce-core.md §4 Session and token, Authorize, Checkout; §7 Orders).

const silent = { warn: () => undefined, error: () => undefined };
const PASSWORD = "Secret123!";
let shop: RunningShop;
let socks: AddableProduct;

beforeAll(async () => {
  shop = await startShop();
  const { extra, context } = catalogFor(shop.url);
  const found: Product[] = (await extra.catalog.api.search("product", { filter: { sku: "AC-SOK-NAV" }, size: 1 }, context())).items;
  socks = found[0] as AddableProduct;
});
afterAll(() => shop.close());

const shopperStore = () => createShopStore({ config: createConfig({ api: { url: shop.url } }), logger: silent, syncQueue: { connectivity: null } });
const lines = (items: { sku: string; qty: number }[]) => items.map(({ sku, qty }) => ({ sku, qty }));

describe("register → login → guest cart merged → checkout (token refreshed mid-way) → order in history", () => {
  it("one pair on the customer's cart and two as a guest become one order of three", async () => {
    const email = `flow.${Date.now()}@example.com`;
    const elsewhere = shopperStore();
    await elsewhere.store.dispatch(register({ customer: { email, firstname: "Emma", lastname: "de Vries" }, password: PASSWORD })).unwrap();
    await vi.waitFor(() => expect(elsewhere.store.getState().cart.cartServerToken).not.toBeNull());
    await elsewhere.store.dispatch(addToCart({ products: [{ product: socks, qty: 1 }] })).unwrap();
    elsewhere.dispose();

    const { store, extra, dispose } = shopperStore();
    await store.dispatch(addToCart({ products: [{ product: socks, qty: 2 }] })).unwrap();
    const guestCart = store.getState().cart.cartServerToken;
    await store.dispatch(login({ username: email, password: PASSWORD })).unwrap();
    await vi.waitFor(() => expect(store.getState().cart.cartServerToken).not.toBe(guestCart));
    await vi.waitFor(async () => expect(lines(await extra.cart.api.pull({ guest: false }))).toEqual([{ sku: socks.sku, qty: 3 }]));
    expect(lines(store.getState().cart.cartItems)).toEqual([{ sku: socks.sku, qty: 3 }]);

    await store.dispatch(savePersonalDetails({ firstName: "Emma", lastName: "de Vries", emailAddress: email })).unwrap();
    await store.dispatch(saveShippingAddress(NL_ADDRESS)).unwrap();
    // The customer's token expires mid-checkout: the next calls refresh it transparently.
    const { token } = store.getState().user;
    shop.advance(3_700_000);
    const method = store.getState().checkout.shippingMethods[0];
    if (!method) throw new Error("no shipping method for NL");
    await store.dispatch(chooseShippingMethod({ carrierCode: method.carrier_code, methodCode: method.method_code })).unwrap();
    await store.dispatch(savePaymentDetails({ paymentMethod: "cashondelivery" })).unwrap();
    // No `loggedIn` argument: the checkout reads the customer from @shop/user's session.
    const placed = await store.dispatch(placeOrder()).unwrap();
    expect(placed.offline).toBe(false);
    expect(store.getState().user.token).not.toBe(token);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().checkout).toMatchObject({ isThankYouPage: true, password: "" });

    const history = await store.dispatch(loadOrders()).unwrap();
    expect(history.items[0]).toMatchObject({ increment_id: placed.reply?.orderNumber, status: "pending", total_qty_ordered: 3 });
    expect(history.totalCount).toBe(1);
    dispose();
  });
});
