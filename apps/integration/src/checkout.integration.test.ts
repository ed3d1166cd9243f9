import type { Product } from "@shop/catalog-pricing";
import {
  cancelOfflineOrders,
  chooseShippingMethod,
  completePaymentReturn,
  confirmOfflineOrders,
  lookUpPostcode,
  orderPlaced,
  placeOrder,
  restoreCartAfterFailedPayment,
  savePersonalDetails,
  saveShippingAddress,
  selectOfflineOrdersToConfirm,
  startPayment,
  thankYouSet,
} from "@shop/checkout";
import { createCheckoutTestStore } from "@shop/checkout/testing";
import { totalsUpdated } from "@shop/cart";
import type { FetchLike } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogFor, demoCustomerToken } from "./support/catalog";
import { fillCheckout, inStockProducts, loginToken, NL_ADDRESS, orderHistory } from "./support/checkout";
import { startShop, type RunningShop } from "./support/start-shop";

// @shop/checkout against apps/api on loopback (commerce-core.md §3 Checkout state, §4 Checkout and
// Network tasks, §7 Orders and Card payment provider; presentation-content.md §2 return pages).

let shop: RunningShop;
let simples: Product[] = [];
beforeAll(async () => {
  shop = await startShop();
  const { extra, context } = catalogFor(shop.url);
  simples = (await extra.catalog.api.search("product", { filter: { type_id: "simple", visibility: { in: [2, 3, 4] } }, sort: "sku:asc", size: 50 }, context())).items;
});
afterAll(() => shop.close());

/** A simple product with stock to sell; the seed has a handful, so tests share them (each sells one or two). */
const product = (index = 0) => {
  const products = inStockProducts(simples);
  const found = products[index % Math.max(products.length, 1)];
  if (!found) throw new Error("no simple product in stock in the seed");
  return found;
};

type Options = Parameters<typeof createCheckoutTestStore>[0];
const setup = (options: Options = {}) => createCheckoutTestStore({ ...options, config: { ...options?.config, api: { url: shop.url } } });
const origin = "http://storefront.test";
const card = (number: string) => ({ number, holderName: "E de Vries", expiryMonth: "03", expiryYear: "2030", cvc: "737" });

/** Counts the calls to POST /api/order; `loseFirstReplies`: that many orders reach the api but their reply is lost on the way back. */
function orderFetch(loseFirstReplies = 0) {
  let lose = loseFirstReplies;
  const sent: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === "/api/order") sent.push(new Headers(init?.headers).get("Idempotency-Key") ?? "");
    const response = await globalThis.fetch(input, init);
    if (url.pathname === "/api/order" && lose > 0) {
      lose -= 1;
      throw new TypeError("fetch failed (the reply was lost)");
    }
    return response;
  };
  return { fetch, sent };
}

/** The provider's page as a browser submits it: the form post, and where it sends the shopper back (its query). */
async function decideOnPage(pageUrl: string, fields: Record<string, string>): Promise<URLSearchParams> {
  const page = await fetch(pageUrl);
  expect(page.headers.get("content-type")).toContain("text/html");
  const reply = await fetch(pageUrl, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  expect(reply.status).toBe(303);
  const back = new URL(reply.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe(`${origin}/checkout-return`);
  return back.searchParams;
}

describe("checkout: cart → details → methods → place order", () => {
  it("a shipping method needs the saved address first ('Address must be saved before choosing a shipping method')", async () => {
    const { store, dispose } = setup();
    const refused = await store.dispatch(chooseShippingMethod({ carrierCode: "flatrate", methodCode: "flatrate" }));
    expect(refused.payload).toBe("Address must be saved before choosing a shipping method");
    dispose();
  });

  it("guest with account creation: the order is placed, the cart cleared without sync, password and createAccount cleared, thank-you; the new account sees the order pending", async () => {
    const test = setup();
    const { store, extra, dispose } = test;
    const email = `guest-${Date.now()}@example.com`;
    await fillCheckout(test, { product: product(0), email, paymentMethod: "banktransfer", qty: 2 });
    await store.dispatch(savePersonalDetails({ createAccount: true, password: "Welkom123!" })).unwrap();
    const cartId = store.getState().cart.cartServerToken;
    const outcome = await store.dispatch(placeOrder()).unwrap();
    expect(outcome.offline).toBe(false);
    expect(outcome.reply).toMatchObject({ order_id: outcome.orderId, status: "pending" });
    const { checkout, cart } = store.getState();
    expect(cart).toMatchObject({ cartItems: [], cartServerToken: null });
    expect(checkout).toMatchObject({ isThankYouPage: true, password: "", personalDetails: { createAccount: false, emailAddress: email } });
    expect(checkout.order?.request).not.toHaveProperty("account");
    expect(checkout.order?.request.cart_id).toBe(cartId);
    const token = await loginToken(extra.api, email, "Welkom123!");
    const history = await orderHistory(extra.api, token);
    expect(history.items.map((order) => ({ number: order.increment_id, status: order.status, qty: order.total_qty_ordered }))).toEqual([{ number: outcome.reply?.orderNumber, status: "pending", qty: 2 }]);
    dispose();
  });

  it("customer (logged in via the api's login): the order lands in the history with its status", async () => {
    const test = setup();
    const { store, extra, tokens, dispose } = test;
    const token = await demoCustomerToken(extra);
    tokens.setToken(token);
    const before = (await orderHistory(extra.api, token)).total_count;
    await fillCheckout(test, { product: product(1), email: "jan.jansen@example.com", paymentMethod: "cashondelivery" });
    const outcome = await store.dispatch(placeOrder({ loggedIn: true })).unwrap();
    const history = await orderHistory(extra.api, token);
    expect(history.total_count).toBe(before + 1);
    expect(history.items[0]).toMatchObject({ increment_id: outcome.reply?.orderNumber, status: "pending" });
    dispose();
  });

  it("a refusal by the back end (the total changed) keeps the cart and the details, and rejects with its message", async () => {
    const test = setup();
    const { store, dispose } = test;
    await fillCheckout(test, { product: product(2), email: "refused@example.com", paymentMethod: "banktransfer" });
    const totals = store.getState().cart.platformTotals!;
    store.dispatch(totalsUpdated({ totals: { ...totals, grand_total: totals.grand_total + 1 }, at: 1 }));
    const refused = await store.dispatch(placeOrder());
    expect(refused.payload).toBe("The order total has changed. Please review your cart.");
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(store.getState().checkout).toMatchObject({ isThankYouPage: false, order: null, personalDetails: { emailAddress: "refused@example.com" } });
    dispose();
  });

  it("an empty cart places nothing", async () => {
    const { store, dispose } = setup();
    expect((await store.dispatch(placeOrder())).payload).toBe("Shopping cart is empty. Please add some products before entering Checkout");
    dispose();
  });
});

describe("offline orders (commerce-core.md §4): never lost, never placed twice", () => {
  it("placed offline: held, the cart cleared; on reconnect sent automatically and placed exactly once, also when the reply is lost and the reconnect replays twice", async () => {
    const counting = orderFetch(1);
    const test = setup({ fetch: counting.fetch });
    const { store, extra, tokens, queue, dispose } = test;
    const token = await demoCustomerToken(extra);
    tokens.setToken(token);
    const before = (await orderHistory(extra.api, token)).total_count;
    await fillCheckout(test, { product: product(2), email: "jan.jansen@example.com", paymentMethod: "banktransfer" });
    queue.setOnline(false, "browser");
    const outcome = await store.dispatch(placeOrder({ loggedIn: true })).unwrap();
    expect(outcome).toMatchObject({ offline: true, reply: null });
    expect(store.getState().checkout.offlineOrders.map((order) => order.status)).toEqual(["held"]);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(counting.sent).toEqual([]);

    // Back online: sent at once; the api places it but the reply is lost (the queue keeps the task, goes offline).
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(counting.sent).toHaveLength(1));
    await vi.waitFor(() => expect(queue.isOnline()).toBe(false));
    expect(store.getState().checkout.offlineOrders).toHaveLength(1);
    // The reconnect replays twice: the task goes again under the same key, answered with the first reply.
    queue.setOnline(true, "browser");
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(store.getState().checkout.offlineOrders).toEqual([]));
    expect(counting.sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(counting.sent)).toEqual(new Set([outcome.orderId]));
    const history = await orderHistory(extra.api, token);
    expect(history.total_count).toBe(before + 1);
    expect(store.getState().checkout.order?.reply?.order_id).toBe(outcome.orderId);
    dispose();
  });

  it("a guest's offline order with account creation: the shipping method chosen offline; sent from the same page it creates the account; the password is in no state and no stored task", async () => {
    const counting = orderFetch();
    const test = setup({ fetch: counting.fetch });
    const { store, extra, queue, taskEntries, dispose } = test;
    const email = `offline-guest-${Date.now()}@example.com`;
    await fillCheckout(test, { product: product(1), email, paymentMethod: "banktransfer" });
    await store.dispatch(savePersonalDetails({ createAccount: true, password: "Welkom123!" })).unwrap();
    queue.setOnline(false, "browser");
    const method = store.getState().checkout.shippingMethods[0]!;
    await store.dispatch(chooseShippingMethod({ carrierCode: method.carrier_code, methodCode: method.method_code })).unwrap();
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    expect(JSON.stringify(store.getState())).not.toContain("Welkom123!");
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(store.getState().checkout.offlineOrders).toEqual([]));
    expect(counting.sent).toEqual([orderId]);
    expect(JSON.stringify([...taskEntries.values()])).not.toContain("Welkom123!");
    const history = await orderHistory(extra.api, await loginToken(extra.api, email, "Welkom123!"));
    expect(history.items.map((order) => order.increment_id)).toEqual([store.getState().checkout.order?.reply?.orderNumber]);
    dispose();
  });

  it("an offline order the back end refuses when it is sent is kept as failed, with the message, until the shopper cancels it", async () => {
    const test = setup();
    const { store, queue, dispose } = test;
    await fillCheckout(test, { product: product(3), email: "offline@example.com", paymentMethod: "banktransfer" });
    const totals = store.getState().cart.platformTotals!;
    store.dispatch(totalsUpdated({ totals: { ...totals, grand_total: totals.grand_total + 1 }, at: 1 }));
    queue.setOnline(false, "browser");
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(store.getState().checkout.offlineOrders[0]?.status).toBe("failed"));
    expect(selectOfflineOrdersToConfirm(store.getState())).toMatchObject([{ request: { order_id: orderId }, error: "The order total has changed. Please review your cart." }]);
    expect(await store.dispatch(cancelOfflineOrders()).unwrap()).toEqual([orderId]);
    expect(store.getState().checkout.offlineOrders).toEqual([]);
    dispose();
  });

  it("automatic sending off: the reconnect opens the confirmation listing the order; confirm places it once", async () => {
    const counting = orderFetch();
    const test = setup({ fetch: counting.fetch, config: { orders: { sendOfflineOrdersAutomatically: false } } });
    const { store, queue, dispose } = test;
    await fillCheckout(test, { product: product(3), email: "offline@example.com", paymentMethod: "banktransfer" });
    queue.setOnline(false, "browser");
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    store.dispatch(thankYouSet(false)); // the shopper left the thank-you page
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(store.getState().checkout.offlineConfirmationOpen).toBe(true));
    expect(selectOfflineOrdersToConfirm(store.getState()).map((order) => order.request.order_id)).toEqual([orderId]);
    expect(counting.sent).toEqual([]);
    const sent = await store.dispatch(confirmOfflineOrders()).unwrap();
    expect(sent).toEqual({ sent: [orderId], held: [], failed: [] });
    await store.dispatch(confirmOfflineOrders()).unwrap();
    expect(counting.sent).toEqual([orderId]);
    expect(store.getState().checkout).toMatchObject({ offlineOrders: [], offlineConfirmationOpen: false });
    dispose();
  });

  it("automatic sending off but on the thank-you page: sent on reconnect; cancel drops an order the shopper declines", async () => {
    const counting = orderFetch();
    const test = setup({ fetch: counting.fetch, config: { orders: { sendOfflineOrdersAutomatically: false } } });
    const { store, queue, dispose } = test;
    await fillCheckout(test, { product: product(4), email: "offline@example.com", paymentMethod: "banktransfer" });
    queue.setOnline(false, "browser");
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(store.getState().checkout.offlineOrders).toEqual([]));
    expect(counting.sent).toEqual([orderId]);

    await fillCheckout(test, { product: product(4), email: "offline@example.com", paymentMethod: "banktransfer" });
    queue.setOnline(false, "browser");
    await store.dispatch(placeOrder()).unwrap();
    store.dispatch(thankYouSet(false));
    queue.setOnline(true, "browser");
    await vi.waitFor(() => expect(store.getState().checkout.offlineConfirmationOpen).toBe(true));
    expect(await store.dispatch(cancelOfflineOrders()).unwrap()).toHaveLength(1);
    expect(store.getState().checkout.offlineOrders).toEqual([]);
    expect(counting.sent).toEqual([orderId]);
    dispose();
  });
});

describe("card payment provider (simulator on loopback)", () => {
  it("refused card → /checkout-failed with the cart restored; a retry with another card succeeds and the order is processing", async () => {
    const test = setup();
    const { store, extra, tokens, dispose } = test;
    const token = await demoCustomerToken(extra);
    tokens.setToken(token);
    const line = product(5);
    await fillCheckout(test, { product: line, email: "jan.jansen@example.com", paymentMethod: "creditcard", qty: 2 });
    const failed = await store.dispatch(placeOrder({ loggedIn: true })).unwrap();
    const refused = await store.dispatch(startPayment({ origin, card: card("4000000000000002") })).unwrap();
    expect(refused).toMatchObject({ outcome: "failed", route: "/checkout-failed" });
    expect(await store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(true);
    expect(store.getState().cart.cartItems.map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: line.sku, qty: 2 }]);
    expect(store.getState().cart.cartServerToken).toEqual(expect.any(String));
    expect((await extra.cart.api.pull({ guest: false })).map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: line.sku, qty: 2 }]);
    expect(store.getState().checkout.isThankYouPage).toBe(false);

    // Try again: the details are kept (a reload would keep them too); methods for the new cart.
    await store.dispatch(saveShippingAddress(NL_ADDRESS)).unwrap();
    const method = store.getState().checkout.shippingMethods[0]!;
    await store.dispatch(chooseShippingMethod({ carrierCode: method.carrier_code, methodCode: method.method_code })).unwrap();
    const retry = await store.dispatch(placeOrder({ loggedIn: true })).unwrap();
    const paid = await store.dispatch(startPayment({ origin, card: card("4111111111111111") })).unwrap();
    expect(paid).toMatchObject({ outcome: "success", route: "/checkout-return" });
    const statuses = Object.fromEntries((await orderHistory(extra.api, token)).items.map((order) => [order.increment_id, order.status]));
    expect(statuses[failed.reply!.orderNumber]).toBe("payment_failed");
    expect(statuses[retry.reply!.orderNumber]).toBe("processing");
    dispose();
  });

  it("3-D Secure challenge approved → /checkout-return completes the payment, the order processing", async () => {
    const test = setup();
    const { store, extra, dispose } = test;
    await fillCheckout(test, { product: product(6), email: "threeds@example.com", paymentMethod: "creditcard" });
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    const step = await store.dispatch(startPayment({ origin, card: card("4000000000003220") })).unwrap();
    expect(step).toMatchObject({ outcome: "action", reply: { resultCode: "ChallengeShopper" } });
    const query = await decideOnPage(step.redirectUrl!, { decision: "approve" });
    const done = await store.dispatch(completePaymentReturn({ query })).unwrap();
    expect(done).toMatchObject({ outcome: "success", route: "/checkout-return" });
    expect(store.getState().checkout.isThankYouPage).toBe(true);
    expect(await extra.checkout.payment.paymentStatus(orderId)).toEqual({ order_id: orderId, resultCode: "Authorised", orderStatus: "processing" });
    dispose();
  });

  it("iDEAL: the bank choice page, approve at the chosen bank → success; a refusing bank → /checkout-failed", async () => {
    const test = setup();
    const { store, extra, dispose } = test;
    const methods = await extra.checkout.payment.paymentMethods("nl");
    const banks = methods.find((method) => method.code === "ideal")?.issuers ?? [];
    expect(banks.length).toBeGreaterThan(1);
    await fillCheckout(test, { product: product(7), email: "ideal@example.com", paymentMethod: "ideal" });
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    const step = await store.dispatch(startPayment({ origin })).unwrap();
    expect(step.outcome).toBe("action");
    const page = await (await fetch(step.redirectUrl!)).text();
    for (const bank of banks) expect(page).toContain(bank.name);
    const query = await decideOnPage(step.redirectUrl!, { decision: "approve", issuer: banks[1]!.id });
    expect(await store.dispatch(completePaymentReturn({ query })).unwrap()).toMatchObject({ outcome: "success" });
    expect((await extra.checkout.payment.paymentStatus(orderId)).orderStatus).toBe("processing");

    await fillCheckout(test, { product: product(7), email: "ideal@example.com", paymentMethod: "ideal" });
    await store.dispatch(placeOrder()).unwrap();
    const second = await store.dispatch(startPayment({ origin, issuer: "TESTNL99" })).unwrap();
    const refused = await decideOnPage(second.redirectUrl!, { decision: "approve" });
    expect(await store.dispatch(completePaymentReturn({ query: refused })).unwrap()).toMatchObject({ outcome: "failed", route: "/checkout-failed" });
    dispose();
  });

  it("one order, one payment: a second tab resumes the open payment's page, the first tab too; once paid, /checkout-failed restores nothing", async () => {
    const test = setup();
    const { store, extra, dispose } = test;
    await fillCheckout(test, { product: product(9), email: "twotabs@example.com", paymentMethod: "ideal" });
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    const first = await store.dispatch(startPayment({ origin, issuer: "INGBNL2A" })).unwrap();
    expect(first.outcome).toBe("action");
    // The other tab: the same order (persisted state), its payment not seen yet → initiate answers 409, its page resumes.
    const tab2 = setup();
    tab2.store.dispatch(orderPlaced(store.getState().checkout.order!));
    const second = await tab2.store.dispatch(startPayment({ origin, issuer: "INGBNL2A" })).unwrap();
    expect(second).toMatchObject({ outcome: "action", redirectUrl: first.redirectUrl });
    // This tab again (back from the bank page without deciding): resumed, not started again.
    expect(await store.dispatch(startPayment({ origin, issuer: "INGBNL2A" })).unwrap()).toMatchObject({ redirectUrl: first.redirectUrl });
    const query = await decideOnPage(first.redirectUrl!, { decision: "approve" });
    expect(await store.dispatch(completePaymentReturn({ query })).unwrap()).toMatchObject({ outcome: "success" });
    expect((await extra.checkout.payment.paymentStatus(orderId)).orderStatus).toBe("processing");
    // The other tab lands on /checkout-failed (back button): the order is paid, its cart is not given back.
    expect(await tab2.store.dispatch(restoreCartAfterFailedPayment()).unwrap()).toBe(false);
    expect(tab2.store.getState().cart.cartItems).toEqual([]);
    tab2.dispose();
    dispose();
  });

  it("Riverty: pay later accepted → success; the return without redirectResult asks payment-status", async () => {
    const test = setup();
    const { store, dispose } = test;
    await fillCheckout(test, { product: product(8), email: "riverty@example.com", paymentMethod: "riverty" });
    const { orderId } = await store.dispatch(placeOrder()).unwrap();
    const step = await store.dispatch(startPayment({ origin })).unwrap();
    const query = await decideOnPage(step.redirectUrl!, { decision: "approve" });
    expect(query.get("orderId")).toBe(orderId);
    expect(await store.dispatch(completePaymentReturn({ query })).unwrap()).toMatchObject({ outcome: "success" });
    expect(await store.dispatch(completePaymentReturn({ query: { orderId } })).unwrap()).toMatchObject({ outcome: "success", reply: { resultCode: "Authorised" } });
    dispose();
  });
});

describe("postcode look-up (commerce-core.md §5)", () => {
  it("NL: street and city from the seeded data, filled into the shipping details", async () => {
    const { store, dispose } = setup();
    const found = await store.dispatch(lookUpPostcode({ country: "NL", postcode: "3011 ad", houseNumber: "40", fill: "shipping" })).unwrap();
    expect(found).toEqual({ found: true, street: "Coolsingel", city: "Rotterdam", postcode: "3011AD" });
    expect(store.getState().checkout.shippingDetails).toMatchObject({ streetAddress: "Coolsingel", city: "Rotterdam", zipCode: "3011AD", apartmentNumber: "40" });
    expect(await store.dispatch(lookUpPostcode({ country: "NL", postcode: "3011AD", houseNumber: "1" })).unwrap()).toEqual({ found: false, message: "No address found for this postcode and house number" });
    dispose();
  });

  it("another country is not looked up (no call)", async () => {
    const calls: string[] = [];
    const fetchSpy: FetchLike = (input, init) => {
      calls.push(String(input));
      return globalThis.fetch(input, init);
    };
    const { store, dispose } = setup({ fetch: fetchSpy });
    expect(await store.dispatch(lookUpPostcode({ country: "BE", postcode: "1000", houseNumber: "1" })).unwrap()).toEqual({ found: false, message: "Postcode lookup only for country NL" });
    expect(calls).toEqual([]);
    dispose();
  });
});
