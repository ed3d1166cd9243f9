import type { Product } from "@shop/catalog-pricing";
import {
  addToCart,
  applyCoupon,
  authorizeCart,
  checkCartStock,
  clearCart,
  lineIdentity,
  removeCoupon,
  removeItem,
  serverTokenSet,
  syncCart,
  syncMethods,
  updateItemQty,
  type AddableProduct,
} from "@shop/cart";
import { createCartTestStore } from "@shop/cart/testing";
import { selectNotifications } from "@shop/core";
import type { FetchLike } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFor, demoCustomerToken } from "./support/catalog";
import { startShop, type RunningShop } from "./support/start-shop";

// @shop/cart against apps/api's seeded cart endpoints (commerce-core.md §4 Add to cart, Cart
// connect, Cart sync, Clear cart, Authorize; §5; §7 Cart; §8).

let shop: RunningShop;
let simples: Product[] = [];
beforeAll(async () => {
  shop = await startShop();
  const { extra, context } = catalogFor(shop.url);
  simples = (await extra.catalog.api.search("product", { filter: { type_id: "simple", visibility: { in: [2, 3, 4] } }, sort: "sku:asc", size: 50 }, context())).items;
});
afterAll(() => shop.close());

/** A fetch that counts the calls to the api (what a shopper's browser would send). */
function countingFetch() {
  const calls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? "GET"} ${url.pathname.replace(/^\/api\/ext\/shop/, "")}`);
    return globalThis.fetch(input, init);
  };
  return { fetch, calls };
}

function setup(options: { fetch?: FetchLike; config?: Parameters<typeof createCartTestStore>[0] extends infer O ? (O extends { config?: infer C } ? C : never) : never } = {}) {
  const test = createCartTestStore({ ...(options.fetch && { fetch: options.fetch }), config: { ...options.config, api: { url: shop.url } } });
  const serverItems = () => test.extra.cart.api.pull({ guest: false });
  return { ...test, serverItems };
}

const inStock = (skip = 0): AddableProduct => {
  const found = simples.filter((product) => product.stock?.is_in_stock === true && (product.stock?.qty ?? 0) > 7)[skip];
  if (!found) throw new Error("no simple product in stock in the seed");
  return found as AddableProduct;
};

describe("add to cart against apps/api", () => {
  it("creates the server cart on the first add and syncs the line; the success notice proceeds to /winkelwagen/", async () => {
    const { store, serverItems, dispose } = setup();
    const product = inStock();
    const outcome = await store.dispatch(addToCart({ products: [{ product, qty: "2" }] })).unwrap();
    expect(outcome).toEqual([{ sku: product.sku, added: true, stock: "ok" }]);
    expect(store.getState().cart.cartServerToken).toEqual(expect.any(String));
    expect((await serverItems()).map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: product.sku, qty: 2 }]);
    expect(selectNotifications(store.getState()).at(-1)).toMatchObject({
      type: "success",
      message: "Product has been added to the cart!",
      action2: { label: "Proceed to checkout", command: { kind: "navigate", to: "/winkelwagen/" } },
    });
    expect(store.getState().cart.isAddingToCart).toBe(false);
    expect(store.getState().cart.platformTotals?.items_qty).toBe(2);
    dispose();
  });

  it("costs at most 3 calls on a connected cart (stock check, update, totals)", async () => {
    const counting = countingFetch();
    const { store, dispose } = setup({ fetch: counting.fetch });
    await store.dispatch(addToCart({ products: [{ product: inStock() }] }));
    counting.calls.length = 0;
    await store.dispatch(addToCart({ products: [{ product: inStock(1) }] }));
    expect(counting.calls.length).toBeLessThanOrEqual(3);
    expect(counting.calls).toEqual(["GET /api/stock/check", "POST /cart/update", "GET /cart/totals"]);
    counting.calls.length = 0;
    await store.dispatch(addToCart({ products: [{ product: inStock(1) }] }));
    expect(counting.calls).toEqual(["GET /api/stock/check", "POST /cart/update", "GET /cart/totals"]);
    dispose();
  });

  it("rapid clicks on one variant never create duplicate server lines", async () => {
    const { store, serverItems, dispose } = setup();
    const product = inStock();
    await Promise.all(Array.from({ length: 5 }, () => store.dispatch(addToCart({ products: [{ product }] }))));
    await store.dispatch(syncCart());
    const lines = await serverItems();
    expect(lines.map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: product.sku, qty: 5 }]);
    expect(store.getState().cart.cartItems.map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: product.sku, qty: 5 }]);
    dispose();
  });

  it("out of stock: the error and nothing added; an unknown price: its message", async () => {
    const { store, dispose } = setup();
    const soldOut = simples.find((product) => product.stock?.is_in_stock === false);
    expect(soldOut).toBeDefined();
    const outcome = await store.dispatch(addToCart({ products: [{ product: soldOut as AddableProduct }] })).unwrap();
    expect(outcome[0]).toMatchObject({ added: false, reason: "out-of-stock" });
    expect(selectNotifications(store.getState()).at(-1)).toMatchObject({ type: "danger", message: "The product is out of stock and cannot be added to the cart!" });
    const noPrice = { ...inStock(), price_incl_tax: -1 };
    expect((await store.dispatch(addToCart({ products: [{ product: noPrice }] })).unwrap())[0]).toMatchObject({ added: false, reason: "no-price" });
    expect(selectNotifications(store.getState()).at(-1)).toMatchObject({ message: "Product price is unknown, product cannot be added to the cart!" });
    expect(store.getState().cart.cartItems).toEqual([]);
    dispose();
  });
});

describe("quantities, removal, totals, methods and coupons", () => {
  it("a quantity change reaches the server; 'Product quantity has been updated!'", async () => {
    const { store, serverItems, dispose } = setup();
    const product = inStock();
    await store.dispatch(addToCart({ products: [{ product }] }));
    const identity = lineIdentity(store.getState().cart.cartItems[0]!);
    expect(await store.dispatch(updateItemQty({ identity, qty: "4" })).unwrap()).toBe(true);
    expect((await serverItems())[0]?.qty).toBe(4);
    expect(selectNotifications(store.getState()).at(-1)?.message).toBe("Product quantity has been updated!");
    dispose();
  });

  it("a line changed while the sync updates another still reaches the server (the waiting sync is not skipped)", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    let holding = false;
    const fetch: FetchLike = async (input, init) => {
      if (hold && String(input).includes("/cart/update")) {
        hold = false;
        holding = true;
        await held;
      }
      return globalThis.fetch(input, init);
    };
    const { store, serverItems, dispose } = setup({ fetch });
    await store.dispatch(addToCart({ products: [{ product: inStock() }, { product: inStock(1) }] }));
    const [a, b] = store.getState().cart.cartItems.map((line) => lineIdentity(line));
    hold = true;
    const first = store.dispatch(updateItemQty({ identity: a!, qty: 2 }));
    await expect.poll(() => holding).toBe(true);
    const second = store.dispatch(updateItemQty({ identity: b!, qty: 3 }));
    release();
    await Promise.all([first, second]);
    expect((await serverItems()).map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: inStock().sku, qty: 2 },
      { sku: inStock(1).sku, qty: 3 },
    ]);
    dispose();
  });

  it("a quantity the server refuses is undone on the line (its message shown)", async () => {
    const { store, serverItems, dispose } = setup();
    await store.dispatch(addToCart({ products: [{ product: inStock() }] }));
    const identity = lineIdentity(store.getState().cart.cartItems[0]!);
    expect(await store.dispatch(updateItemQty({ identity, qty: 20_000 })).unwrap()).toBe(false);
    expect(store.getState().cart.cartItems[0]?.qty).toBe(1);
    expect((await serverItems())[0]?.qty).toBe(1);
    expect(selectNotifications(store.getState()).at(-1)?.type).toBe("danger");
    dispose();
  });

  it("removing a line removes it on the server", async () => {
    const { store, serverItems, dispose } = setup();
    await store.dispatch(addToCart({ products: [{ product: inStock() }, { product: inStock(1) }] }));
    await store.dispatch(removeItem({ identity: lineIdentity(store.getState().cart.cartItems[0]!) }));
    expect((await serverItems()).map((item) => item.sku)).toEqual([inStock(1).sku]);
    dispose();
  });

  it("totals with their segments; methods with the defaults of §5", async () => {
    const { store, dispose } = setup();
    await store.dispatch(addToCart({ products: [{ product: inStock(), qty: 2 }] }));
    expect(store.getState().cart.platformTotalSegments?.map((segment) => segment.code)).toEqual(expect.arrayContaining(["subtotal", "grand_total"]));
    expect(await store.dispatch(syncMethods()).unwrap()).toBe(true);
    const { shippingMethods, paymentMethods, shipping, payment } = store.getState().cart;
    expect(shippingMethods.length).toBeGreaterThan(0);
    expect(shippingMethods.every((method) => method.available)).toBe(true);
    expect(shipping).toEqual(shippingMethods.find((method) => !method.offline));
    expect(payment).toEqual(paymentMethods[0]);
    // The cart did not change: the methods are not asked again.
    expect(await store.dispatch(syncMethods()).unwrap()).toBe(false);
    dispose();
  });

  it("a coupon: applied with the totals refreshed; an unknown one (404) refreshes the totals and answers the catalogue's message", async () => {
    const { store, dispose } = setup();
    await store.dispatch(addToCart({ products: [{ product: inStock(), qty: 3 }] }));
    const before = store.getState().cart.platformTotals?.grand_total ?? 0;
    expect(await store.dispatch(applyCoupon({ code: "WELCOME10" })).unwrap()).toEqual({ applied: true });
    expect(store.getState().cart.couponCode).toBe("WELCOME10");
    expect(store.getState().cart.platformTotals?.grand_total).toBeLessThan(before);
    expect(await store.dispatch(applyCoupon({ code: "NOPE" })).unwrap()).toEqual({ applied: false, message: "The coupon code isn't valid. Verify the code and try again." });
    expect(await store.dispatch(removeCoupon()).unwrap()).toBe(true);
    expect(store.getState().cart.couponCode).toBeNull();
    expect(store.getState().cart.platformTotals?.grand_total).toBe(before);
    dispose();
  });

  it("the salable check marks lines 'In stock!' or 'Only {maxQuantity} …'", async () => {
    const { store, dispose } = setup({ config: { cart: { synchronize: false } } });
    const product = inStock();
    await store.dispatch(addToCart({ products: [{ product }] }));
    await store.dispatch(checkCartStock());
    expect(store.getState().cart.cartItems[0]).toMatchObject({ is_in_stock: true, info: { stock: "In stock!" } });
    await store.dispatch(updateItemQty({ identity: lineIdentity(store.getState().cart.cartItems[0]!), qty: 9999 }));
    await store.dispatch(checkCartStock());
    expect(store.getState().cart.cartItems[0]).toMatchObject({ errors: { stock: "Only {{maxQuantity}} products of this type are available" }, available_qty: expect.any(Number) });
    dispose();
  });
});

describe("no stuck cart, bypass, clear, authorize", () => {
  it("a stale cart token is replaced: a new cart gets the lines again", async () => {
    const { store, serverItems, dispose } = setup();
    const product = inStock();
    await store.dispatch(addToCart({ products: [{ product, qty: 2 }] }));
    store.dispatch(serverTokenSet("no-such-cart"));
    expect(await store.dispatch(syncCart({ forceSync: true })).unwrap()).toBe("reconnected");
    expect(store.getState().cart.cartServerToken).not.toBe("no-such-cart");
    expect((await serverItems()).map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: product.sku, qty: 2 }]);
    dispose();
  });

  it("a refused customer token falls back to a guest cart, counting the bypass", async () => {
    const { store, tokens, dispose } = setup({ config: { user: { autoRefreshTokens: false } } });
    tokens.setToken("not-a-token");
    await store.dispatch(addToCart({ products: [{ product: inStock() }] }));
    expect(store.getState().cart.connectBypassCount).toBe(1);
    expect(store.getState().cart.cartServerToken).toEqual(expect.any(String));
    dispose();
  });

  it("clear cart empties the lines, the server's too, and disconnects", async () => {
    const { store, extra, dispose } = setup();
    await store.dispatch(addToCart({ products: [{ product: inStock() }] }));
    const token = store.getState().cart.cartServerToken!;
    await store.dispatch(clearCart());
    expect(store.getState().cart).toMatchObject({ cartItems: [], cartServerToken: null });
    store.dispatch(serverTokenSet(token));
    expect(await extra.cart.api.pull({ guest: false })).toEqual([]);
    dispose();
  });

  it("authorize on login: the guest's lines join the customer's cart, quantities added once, not doubled on a second login", async () => {
    const customer = setup();
    customer.tokens.setToken(await demoCustomerToken(customer.extra));
    const product = inStock(2);
    await customer.store.dispatch(addToCart({ products: [{ product, qty: 1 }] }));
    customer.dispose();

    const guest = setup();
    await guest.store.dispatch(addToCart({ products: [{ product, qty: 2 }, { product: inStock(3), qty: 1 }] }));
    guest.tokens.setToken(await demoCustomerToken(guest.extra));
    expect(await guest.store.dispatch(authorizeCart()).unwrap()).toBe("connected");
    const merged = (await guest.serverItems()).map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));
    expect(merged).toEqual([{ sku: product.sku, qty: 3 }, { sku: inStock(3).sku, qty: 1 }].sort((a, b) => a.sku.localeCompare(b.sku)));
    // A second authorize (a reload, another tab): nothing adds again.
    await guest.store.dispatch(authorizeCart());
    expect((await guest.serverItems()).map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku))).toEqual(merged);
    expect(guest.store.getState().cart.cartItems.map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku))).toEqual(merged);
    guest.dispose();
  });
});
