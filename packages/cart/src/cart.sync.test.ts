import type { FetchLike } from "@shop/sync-queue";
import { afterEach, describe, expect, it } from "vitest";
import { authorizeCart } from "./cart.authorize";
import { addToCart, clearCart, removeItem, type AddableProduct } from "./cart.items";
import { CART_PERSISTED_KEYS, type CartState } from "./cart.slice";
import { syncCart } from "./cart.sync";
import { lineIdentity } from "./rules/line-identity";
import { createCartTestStore, createFakeCartBackEnd, type FakeCartBackEnd } from "./testing";

// Regressions found by the model-based test (cart.property.test.ts): commerce-core.md §4 Cart
// sync, Clear cart, Authorize; README "Decisions where the spec is silent".

const stock = { is_in_stock: true, qty: 100 };
const TIE: AddableProduct = { sku: "TIE", name: "Tie", type_id: "simple", price_incl_tax: 10, stock };
const BELT: AddableProduct = { sku: "BELT", name: "Belt", type_id: "simple", price_incl_tax: 10, stock };
const CUSTOMER = "customer-token";

const pages: { dispose(): void }[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
});

/** A page over the back end; `hold("/cart/pull")` keeps the next such call (after `skip` others) until `release()`. */
function openPage(backEnd: FakeCartBackEnd, preloadedCart?: Partial<CartState>, token?: string) {
  let alive = true;
  let holding: { path: string; skip: number; release: () => void; started: boolean; wait: Promise<void> } | undefined;
  const fetch: FetchLike = async (input, init) => {
    if (!alive) throw new TypeError("fetch failed");
    if (holding && !holding.started && new URL(input).pathname.endsWith(holding.path) && holding.skip-- === 0) {
      holding.started = true;
      const reply = backEnd.fetch(input, init);
      await holding.wait;
      return reply;
    }
    const reply = await backEnd.fetch(input, init);
    if (!alive) throw new TypeError("fetch failed");
    return reply;
  };
  const test = createCartTestStore({ fetch, ...(preloadedCart && { preloadedCart }), ...(token && { tokens: { token } }) });
  pages.push(test);
  return {
    ...test,
    /** Ends the page as a reload does: calls after it get no answer. */
    kill: () => void (alive = false),
    /** The persisted cart keys, as JSON. */
    persisted: () => JSON.parse(JSON.stringify(Object.fromEntries(CART_PERSISTED_KEYS.map((key) => [key, test.store.getState().cart[key]])))) as Partial<CartState>,
    hold(path: string, skip = 0) {
      let release: () => void = () => undefined;
      const wait = new Promise<void>((resolve) => (release = resolve));
      holding = { path, skip, release, started: false, wait };
      return { started: () => holding?.started === true, release };
    },
  };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const lines = (items: readonly { sku: string; qty: number }[]) => items.map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));

describe("cart sync with changes on the way (§4 Cart sync)", () => {
  it("an add made while a sync's pull is on its way is kept (the merge reads the lines after the pull)", async () => {
    const backEnd = createFakeCartBackEnd();
    const page = openPage(backEnd);
    await page.store.dispatch(addToCart({ products: [{ product: BELT }] }));
    const held = page.hold("/cart/pull");
    const sync = page.store.dispatch(syncCart({ forceClientState: true }));
    await expect.poll(held.started).toBe(true);
    const add = page.store.dispatch(addToCart({ products: [{ product: BELT }] }));
    await expect.poll(() => page.store.getState().cart.cartItems[0]?.qty).toBe(2);
    held.release();
    await Promise.all([sync, add]);
    expect(lines(page.store.getState().cart.cartItems)).toEqual([{ sku: "BELT", qty: 2 }]);
    expect(lines(backEnd.carts.get("cart-1")!.lines)).toEqual([{ sku: "BELT", qty: 2 }]);
  });

  it("a line removed while a sync's pull is on its way does not come back", async () => {
    const backEnd = createFakeCartBackEnd();
    const page = openPage(backEnd);
    await page.store.dispatch(addToCart({ products: [{ product: BELT }, { product: TIE }] }));
    const held = page.hold("/cart/pull");
    const sync = page.store.dispatch(syncCart({ forceSync: true }));
    await expect.poll(held.started).toBe(true);
    const remove = page.store.dispatch(removeItem({ identity: lineIdentity(TIE) }));
    held.release();
    await Promise.all([sync, remove]);
    await page.store.dispatch(syncCart({ forceSync: true }));
    expect(lines(page.store.getState().cart.cartItems)).toEqual([{ sku: "BELT", qty: 1 }]);
    expect(lines(backEnd.carts.get("cart-1")!.lines)).toEqual([{ sku: "BELT", qty: 1 }]);
  });
});

describe("removed and cleared lines never come back (README: Removing, Clear cart)", () => {
  it("a removal without answer is deleted on the server after a reload (the owed forced sync is persisted)", async () => {
    const backEnd = createFakeCartBackEnd();
    const page = openPage(backEnd);
    await page.store.dispatch(addToCart({ products: [{ product: BELT }, { product: TIE }] }));
    backEnd.unreachable = true;
    await page.store.dispatch(removeItem({ identity: lineIdentity(TIE) }));
    const persisted = page.persisted();
    expect(persisted.clientStateOwedTo).toBe("cart-1");
    page.kill();
    backEnd.unreachable = false;
    // The new page starts online: no return from offline forces the client's state.
    const next = openPage(backEnd, persisted);
    await next.store.dispatch(syncCart({ forceSync: true }));
    expect(lines(next.store.getState().cart.cartItems)).toEqual([{ sku: "BELT", qty: 1 }]);
    expect(lines(backEnd.carts.get("cart-1")!.lines)).toEqual([{ sku: "BELT", qty: 1 }]);
    expect(next.store.getState().cart.clientStateOwedTo).toBeNull();
  });

  it("a customer's cart cleared offline is emptied on the server when back online; the next add does not pull the lines back", async () => {
    const backEnd = createFakeCartBackEnd({ customerCarts: { [CUSTOMER]: [{ sku: "BELT", qty: 2 }] } });
    const page = openPage(backEnd, undefined, CUSTOMER);
    await page.store.dispatch(addToCart({ products: [{ product: TIE }] }));
    backEnd.unreachable = true;
    await page.store.dispatch(clearCart());
    expect(page.store.getState().cart).toMatchObject({ cartItems: [], cartServerToken: "customer-1" });
    backEnd.unreachable = false;
    page.queue.setOnline(true);
    await page.store.dispatch(addToCart({ products: [{ product: TIE }] }));
    for (let turn = 0; turn < 20; turn += 1) await tick();
    expect(lines(page.store.getState().cart.cartItems)).toEqual([{ sku: "TIE", qty: 1 }]);
    expect(lines(backEnd.cartOf(CUSTOMER)!.lines)).toEqual([{ sku: "TIE", qty: 1 }]);
  });
});

describe("authorize merges once (§4 Authorize)", () => {
  it("a reload during authorize whose add reached the server but not its reply: the line is not summed twice", async () => {
    const backEnd = createFakeCartBackEnd({ customerCarts: { [CUSTOMER]: [{ sku: "TIE", qty: 2 }] } });
    const page = openPage(backEnd);
    await page.store.dispatch(addToCart({ products: [{ product: BELT }, { product: TIE }] }));
    page.tokens.setToken(CUSTOMER);
    // The merge updates the tie, then adds the belt: that add is handled, then the page goes (its reply is lost).
    const held = page.hold("/cart/update", 1);
    const first = page.store.dispatch(authorizeCart());
    await expect.poll(held.started).toBe(true);
    const persisted = page.persisted();
    page.kill();
    held.release();
    await first;
    const next = openPage(backEnd, persisted, CUSTOMER);
    expect(await next.store.dispatch(authorizeCart()).unwrap()).toBe("connected");
    const expected = [
      { sku: "BELT", qty: 1 },
      { sku: "TIE", qty: 3 },
    ];
    expect(lines(backEnd.cartOf(CUSTOMER)!.lines)).toEqual(expected);
    expect(lines(next.store.getState().cart.cartItems)).toEqual(expected);
  });

  it("a forced sync asked for the guest cart before a login took the lock does not delete the customer's lines", async () => {
    const backEnd = createFakeCartBackEnd({ customerCarts: { [CUSTOMER]: [{ sku: "BELT", qty: 2 }] } });
    const page = openPage(backEnd);
    await page.store.dispatch(addToCart({ products: [{ product: TIE }] }));
    page.tokens.setToken(CUSTOMER);
    // Going online asks a sync with the client's state forced; the login's create holds the lock first.
    const login = page.store.dispatch(authorizeCart());
    const online = page.store.dispatch(syncCart({ forceClientState: true }));
    await Promise.all([login, online]);
    const expected = [
      { sku: "BELT", qty: 2 },
      { sku: "TIE", qty: 1 },
    ];
    expect(lines(backEnd.cartOf(CUSTOMER)!.lines)).toEqual(expected);
    expect(lines(page.store.getState().cart.cartItems)).toEqual(expected);
  });
});
