import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authorizeCart } from "./cart.authorize";
import { addToCart, clearCart, removeItem, updateItemQty, type AddableProduct } from "./cart.items";
import { selectCartCount } from "./cart.selectors";
import { CART_PERSISTED_KEYS, type CartState } from "./cart.slice";
import { connectCart, syncCart } from "./cart.sync";
import { lineIdentity } from "./rules/line-identity";
import { createCartTestStore, createFakeCartBackEnd, type FakeCartBackEnd } from "./testing";

// A model-based test of the cart (commerce-core.md §3–§5, §4 Cart sync, §7, §8; README
// "Decisions where the spec is silent"): random sequences of shopper actions, network faults,
// refusals, a vanished server cart, reloads, a guest → customer login and concurrent dispatches
// drive the real store against the fake back end. After each sequence everything settles
// (online, one sync) and the cart is checked against a model of what the shopper did:
// - the client's lines are the server cart's lines (identity → qty), no identity twice on either side;
// - each line has the quantity the shopper last chose (a refused change: the last confirmed
//   one), a removed or cleared line is gone, a login sums guest + customer quantities once;
// - the mini cart count is the sum of quantities, and the totals are the server's.
// The model holds, per line, the set of quantities the shopper may rightly see (0: no line):
// one value, except after a refusal or a reload in the middle of an action.

const CUSTOMER = "customer-token";
const MAX_SCARF = 8;
const stock = { is_in_stock: true, qty: 100 };
const size = (value: number, label: string) => ({ extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: value, label: "Size", value: label }] } });

/** Three simples (the scarf holds at most 8 a line on the server) and a configurable's two variants of one sku. */
const PRODUCTS: Record<string, AddableProduct> = {
  tie: { sku: "TIE", name: "Tie", type_id: "simple", price_incl_tax: 10, stock },
  belt: { sku: "BELT", name: "Belt", type_id: "simple", price_incl_tax: 25, stock },
  scarf: { sku: "SCARF", name: "Scarf", type_id: "simple", price_incl_tax: 5, stock },
  shirtM: { sku: "SHIRT", parentSku: "SHIRT-PARENT", name: "Shirt", type_id: "configurable", price_incl_tax: 40, stock, product_option: size(52, "M") },
  shirtL: { sku: "SHIRT", parentSku: "SHIRT-PARENT", name: "Shirt", type_id: "configurable", price_incl_tax: 40, stock, product_option: size(53, "L") },
};
type Key = keyof typeof PRODUCTS;
const KEYS = Object.keys(PRODUCTS) as Key[];
const PRICES = { TIE: 10, BELT: 25, SCARF: 5, SHIRT: 40 };
const MAX: Partial<Record<Key, number>> = { scarf: MAX_SCARF };
/** The customer's cart before the login: lines the guest has too, and one the guest may not. */
const CUSTOMER_LINES: Partial<Record<Key, number>> = { tie: 2, shirtM: 1, scarf: 3 };

/** The model's name of a line: sku plus the chosen size (independent of the cart's lineIdentity). */
function keyOf(line: { sku: string; product_option?: { extension_attributes?: { configurable_item_options?: { option_value: string | number }[] } } | undefined }): string {
  const value = line.product_option?.extension_attributes?.configurable_item_options?.[0]?.option_value;
  const found = KEYS.find((key) => PRODUCTS[key]!.sku === line.sku && String(PRODUCTS[key]!.product_option?.extension_attributes.configurable_item_options?.[0]?.option_value ?? "") === String(value ?? ""));
  return found ?? `${line.sku}?${String(value)}`;
}

// ---------- the model ----------

interface Model {
  /** Per line: the quantities the shopper may rightly see (0: no line). A missing key is {0}. */
  lines: Map<Key, Set<number>>;
  /** Per line: every quantity the line was confirmable with (a refused change goes back to one of them). */
  history: Map<Key, Set<number>>;
  loggedIn: boolean;
}

const possible = (model: Model, key: Key) => model.lines.get(key) ?? new Set([0]);
const fits = (key: Key, qty: number) => qty <= (MAX[key] ?? Infinity);

/** A line's possible quantities plus `qty`: a refusal still pending may come before (a quantity it may go back to) or after. */
function plus(model: Model, key: Key, qty: number): number[] {
  const now = [...possible(model, key)];
  const refusedBefore = now.some((value) => !fits(key, value)) ? [...(model.history.get(key) ?? [0])] : [];
  return [...now, ...refusedBefore].map((value) => value + qty);
}

/**
 * Sets a line's possible quantities. A quantity the server refuses (over its maximum) stays
 * possible until the page shows the refusal (`observeRefusals`): it is refused when it is sent,
 * which may be after later actions (offline). `confirmable`: quantities it may go back to.
 */
function setPossible(model: Model, key: Key, next: Iterable<number>, confirmable: Iterable<number> = []) {
  const result = new Set(next);
  const history = model.history.get(key) ?? new Set([0]);
  for (const qty of [...result, ...confirmable]) if (fits(key, qty)) history.add(qty);
  model.history.set(key, history);
  model.lines.set(key, result);
}

/**
 * A refused quantity is undone on its line: back to a quantity the server confirmed before, or
 * no line when the server never had it (commerce-core.md §4). Once the page shows a quantity
 * the server may hold for a line that was over the maximum, the model takes it, if it is one
 * the line may go back to.
 */
function observeRefusals(model: Model, real: Real) {
  for (const key of KEYS) {
    const now = possible(model, key);
    if ([...now].every((qty) => fits(key, qty))) continue;
    const actual = lineOf(real, key)?.qty ?? 0;
    const history = model.history.get(key) ?? new Set([0]);
    if (fits(key, actual) && (now.has(actual) || history.has(actual))) model.lines.set(key, new Set([...now].filter((qty) => fits(key, qty)).concat(actual)));
  }
}

// ---------- the system under test ----------

type TestStore = ReturnType<typeof createCartTestStore>;

interface Real {
  backEnd: FakeCartBackEnd;
  test: TestStore;
  /** Ends the page: its calls get no answer any more (one already at the server is done there). */
  kill: () => void;
  stores: TestStore[];
}

/** A page (a store) over the back end; `kill` cuts its network as a reload does. */
function openPage(backEnd: FakeCartBackEnd, preloadedCart?: Partial<CartState>, token?: string | null) {
  let alive = true;
  const test = createCartTestStore({
    fetch: async (input, init) => {
      if (!alive) throw new TypeError("fetch failed");
      const reply = await backEnd.fetch(input, init);
      if (!alive) throw new TypeError("fetch failed");
      return reply;
    },
    ...(preloadedCart && { preloadedCart }),
    ...(token && { tokens: { token } }),
  });
  return { test, kill: () => void (alive = false) };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Waits until no call is in flight and the sync lock is free, a few turns in a row. */
async function settle(real: Real) {
  for (let quiet = 0, turn = 0; quiet < 4; turn += 1) {
    if (turn > 2000) throw new Error("the cart did not settle");
    await tick();
    await real.test.extra.cart.syncLock.run(async () => undefined);
    quiet = real.backEnd.inFlight === 0 ? quiet + 1 : 0;
  }
}

/** A reload: the persisted keys as JSON (what redux-persist keeps), a new store from them. */
function reload(real: Real, loggedIn: boolean) {
  const state = real.test.store.getState().cart;
  const persisted = JSON.parse(JSON.stringify(Object.fromEntries(CART_PERSISTED_KEYS.map((key) => [key, state[key]])))) as Partial<CartState>;
  real.kill();
  const page = openPage(real.backEnd, persisted, loggedIn ? CUSTOMER : null);
  real.test = page.test;
  real.kill = page.kill;
  real.stores.push(page.test);
}

const lineOf = (real: Real, key: Key) => real.test.store.getState().cart.cartItems.find((line) => keyOf(line) === key);
const identityOf = (key: Key) => lineIdentity(PRODUCTS[key]!);

// ---------- shopper actions (each answers its model change) ----------

type Action =
  | { kind: "add"; key: Key; qty: number }
  | { kind: "update"; key: Key; qty: number }
  | { kind: "remove"; key: Key }
  | { kind: "sync"; mode: "plain" | "forceSync" | "forceClientState" };

/** Dispatches an action on the page; answers the promise and the model change to apply once it is known to have run. */
function start(real: Real, model: Model, action: Action): { done: Promise<unknown>; apply: () => void } {
  const { store } = real.test;
  switch (action.kind) {
    case "add": {
      const done = store.dispatch(addToCart({ products: [{ product: PRODUCTS[action.key]!, qty: String(action.qty) }] })).unwrap();
      return { done, apply: () => setPossible(model, action.key, plus(model, action.key, action.qty)) };
    }
    case "update": {
      const present = lineOf(real, action.key) !== undefined;
      const done = store.dispatch(updateItemQty({ identity: identityOf(action.key), qty: action.qty }));
      // Only a line the cart shows can be changed: then it is the shopper's quantity.
      return { done, apply: () => (present ? setPossible(model, action.key, [action.qty]) : setPossible(model, action.key, [...possible(model, action.key)].filter((qty) => qty === 0))) };
    }
    case "remove": {
      const done = store.dispatch(removeItem({ identity: identityOf(action.key) }));
      return { done, apply: () => setPossible(model, action.key, [0]) };
    }
    case "sync": {
      const args = action.mode === "plain" ? undefined : { [action.mode]: true };
      return { done: store.dispatch(syncCart(args)), apply: () => undefined };
    }
  }
}

const keyArb = fc.constantFrom(...KEYS);
const qtyArb = fc.integer({ min: 1, max: 5 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("add" as const), key: keyArb, qty: qtyArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("update" as const), key: keyArb, qty: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), key: keyArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("sync" as const), mode: fc.constantFrom("plain" as const, "forceSync" as const, "forceClientState" as const) }) },
);

// ---------- commands ----------

type Cmd = fc.AsyncCommand<Model, Real>;

/** Not generated: after each command, the model takes the refusals the page shows. */
class Observe implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    observeRefusals(model, real);
  }
  toString = () => "observe";
}

class Act implements Cmd {
  constructor(readonly action: Action) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { done, apply } = start(real, model, this.action);
    await done;
    apply();
  }
  toString = () => JSON.stringify(this.action);
}

/** Two actions dispatched without awaiting the first (rapid clicks, an add while a sync runs). */
class Concurrent implements Cmd {
  constructor(
    readonly first: Action,
    readonly second: Action,
    readonly gap: number,
  ) {}
  // Their model changes must not depend on the order: adds commute, a sync changes nothing, others go to other lines.
  check = () => {
    const { first: a, second: b } = this;
    if (a.kind === "sync" || b.kind === "sync") return true;
    if (a.kind === "add" && b.kind === "add") return true;
    return a.key !== b.key;
  };
  async run(model: Model, real: Real) {
    const one = start(real, model, this.first);
    for (let turn = 0; turn < this.gap; turn += 1) await tick();
    const two = start(real, model, this.second);
    await Promise.all([one.done, two.done]);
    one.apply();
    two.apply();
  }
  toString = () => `concurrent(${JSON.stringify(this.first)}, ${JSON.stringify(this.second)}, gap ${this.gap})`;
}

/** Clear cart; without sync as checkout does after placing the order (the server's quote became the order: gone). */
class Clear implements Cmd {
  constructor(readonly sync: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const token = real.test.store.getState().cart.cartServerToken;
    if (!this.sync && token !== null) real.backEnd.dropCart(token);
    await real.test.store.dispatch(clearCart(this.sync ? undefined : { sync: false }));
    for (const key of KEYS) setPossible(model, key, [0]);
  }
  toString = () => `clear(${this.sync ? "sync" : "no sync: order placed"})`;
}

/** The network goes down (calls get no answer), loses answers (calls reach the server, their replies do not), or comes back; the browser reports offline / online. */
class Network implements Cmd {
  constructor(readonly change: "down" | "lossy" | "up" | "browser-offline" | "browser-online") {}
  check = () => true;
  async run(_model: Model, real: Real) {
    if (this.change === "down") real.backEnd.unreachable = true;
    else if (this.change === "lossy") real.backEnd.losingReplies = true;
    else if (this.change === "up") real.backEnd.unreachable = real.backEnd.losingReplies = false;
    else real.test.queue.setOnline(this.change === "browser-online");
    await tick();
  }
  toString = () => `network(${this.change})`;
}

/** The server cart vanishes ("No such entity with cartId"): a deleted quote. */
class CartGone implements Cmd {
  check = () => true;
  async run(_model: Model, real: Real) {
    const token = real.test.store.getState().cart.cartServerToken;
    if (token !== null) real.backEnd.dropCart(token);
  }
  toString = () => "cartGone";
}

/** A page reload, optionally in the middle of an action. */
class Reload implements Cmd {
  constructor(
    readonly during: Action | null,
    readonly after: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (!this.during) {
      reload(real, model.loggedIn);
      return;
    }
    const before = new Map(KEYS.map((key) => [key, possible(model, key)]));
    const { done, apply } = start(real, model, this.during);
    done.catch(() => undefined);
    for (let turn = 0; turn < this.after; turn += 1) await tick();
    reload(real, model.loggedIn);
    // The action may or may not have reached the persisted state: both are right.
    apply();
    for (const key of KEYS) setPossible(model, key, [...possible(model, key), ...before.get(key)!]);
  }
  toString = () => `reload(${this.during ? JSON.stringify(this.during) : ""}, after ${this.after})`;
}

/**
 * The guest logs in (a login needs the network): the customer's cart, which has lines, is
 * merged: guest + customer quantities, summed once — also when authorize is dispatched twice,
 * or the page reloads in the middle and authorizes again.
 */
class Login implements Cmd {
  constructor(
    readonly mode: "once" | "twice" | "reload-between" | "reload-during",
    readonly after: number,
  ) {}
  check = (model: Readonly<Model>) => !model.loggedIn;
  async run(model: Model, real: Real) {
    real.backEnd.unreachable = real.backEnd.losingReplies = false;
    real.test.queue.setOnline(true);
    real.test.tokens.setToken(CUSTOMER);
    const { store } = real.test;
    if (this.mode === "once") await store.dispatch(authorizeCart());
    if (this.mode === "twice") await Promise.all([store.dispatch(authorizeCart()), store.dispatch(authorizeCart())]);
    if (this.mode === "reload-between") {
      await store.dispatch(authorizeCart());
      reload(real, true);
      await real.test.store.dispatch(authorizeCart());
    }
    if (this.mode === "reload-during") {
      const first = store.dispatch(authorizeCart());
      for (let turn = 0; turn < this.after; turn += 1) await tick();
      reload(real, true);
      await first;
      await real.test.store.dispatch(authorizeCart());
    }
    model.loggedIn = true;
    for (const key of KEYS) {
      const customer = CUSTOMER_LINES[key] ?? 0;
      if (customer > 0) setPossible(model, key, plus(model, key, customer), [customer]);
    }
  }
  toString = () => `login(${this.mode}, after ${this.after})`;
}

const commandArbs = [
  actionArb.map((action) => new Act(action)),
  actionArb.map((action) => new Act(action)),
  actionArb.map((action) => new Act(action)),
  fc.tuple(actionArb, actionArb, fc.integer({ min: 0, max: 6 })).map(([a, b, gap]) => new Concurrent(a, b, gap)),
  fc.tuple(actionArb, actionArb, fc.integer({ min: 0, max: 6 })).map(([a, b, gap]) => new Concurrent(a, b, gap)),
  fc.boolean().map((sync) => new Clear(sync)),
  fc.constantFrom("down" as const, "up" as const, "browser-offline" as const, "browser-online" as const).map((change) => new Network(change)),
  fc.constantFrom("down" as const, "lossy" as const, "up" as const).map((change) => new Network(change)),
  fc.constant(new CartGone()),
  fc.tuple(fc.option(actionArb, { nil: null }), fc.integer({ min: 0, max: 12 })).map(([during, after]) => new Reload(during, after)),
  fc.tuple(fc.constantFrom("once" as const, "twice" as const, "reload-between" as const, "reload-during" as const), fc.integer({ min: 0, max: 12 })).map(([mode, after]) => new Login(mode, after)),
];

// ---------- the invariants after settling ----------

interface Line {
  key: string;
  qty: number;
}
const linesOf = (lines: readonly { sku: string; qty: number; product_option?: Parameters<typeof keyOf>[0]["product_option"] }[]): Line[] =>
  lines.map((line) => ({ key: keyOf(line), qty: line.qty })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
const duplicates = (lines: readonly Line[]) => lines.filter((line, index) => lines.findIndex((other) => other.key === line.key) !== index).map((line) => line.key);

async function settleAndCheck(model: Model, real: Real) {
  // Everything comes back: the network, the browser's connectivity; then one sync.
  real.backEnd.unreachable = real.backEnd.losingReplies = false;
  real.test.queue.setOnline(true);
  await settle(real);
  const { store } = real.test;
  await store.dispatch(syncCart({ forceSync: true }));
  if (store.getState().cart.cartServerToken === null && store.getState().cart.cartItems.length > 0) await store.dispatch(connectCart());
  await settle(real);

  observeRefusals(model, real);
  const cart = store.getState().cart;
  const client = linesOf(cart.cartItems);
  const serverCart = cart.cartServerToken === null ? undefined : real.backEnd.carts.get(cart.cartServerToken);
  const server = linesOf(serverCart?.lines ?? []);
  expect(duplicates(client), "no line identity twice on the client").toEqual([]);
  expect(duplicates(server), "no line identity twice on the server").toEqual([]);
  expect(new Set(cart.cartItems.map((line) => lineIdentity(line))).size, "the cart's own identities are unique").toBe(cart.cartItems.length);
  if (cart.cartServerToken !== null) expect(serverCart, `the client's server cart ${cart.cartServerToken} exists`).toBeDefined();
  expect(client, "the client's lines are the server cart's").toEqual(server);
  if (model.loggedIn) {
    // The customer's lines are on their account (another device, the next visit), whether the page is connected or not.
    expect(linesOf(real.backEnd.cartOf(CUSTOMER)?.lines ?? []), "the customer's cart on the server holds the shopper's lines").toEqual(client);
    if (cart.cartServerToken !== null) expect(cart.cartServerToken, "a customer's page uses the customer's cart").toBe(real.backEnd.cartOf(CUSTOMER)?.id);
  }
  // Each line as the shopper left it.
  const actual = new Map(client.map((line) => [line.key, line.qty]));
  for (const key of KEYS) {
    const allowed = [...possible(model, key)].sort((a, b) => a - b);
    expect(allowed, `the model of ${key}`).not.toEqual([]);
    expect(allowed, `${key}: ${actual.get(key) ?? 0} is not what the shopper left`).toContain(actual.get(key) ?? 0);
  }
  expect(client.filter((line) => !KEYS.includes(line.key as Key)), "no line the shopper never added").toEqual([]);
  // The mini cart and the totals.
  const sum = client.reduce((total, line) => total + line.qty, 0);
  expect(selectCartCount(store.getState(), "quantities"), "mini cart count").toBe(sum);
  if (cart.cartServerToken !== null) {
    const amount = (serverCart?.lines ?? []).reduce((total, line) => total + line.qty * PRICES[line.sku as keyof typeof PRICES], 0);
    expect(cart.platformTotals?.items_qty, "totals: items_qty is the server's").toBe(sum);
    expect(cart.platformTotals?.grand_total, "totals: grand total is the server's").toBe(amount);
  } else {
    expect(sum, "a disconnected cart is empty").toBe(0);
  }
}

// ---------- the property ----------

/** A small deterministic generator for the back end's latency (interleaving of concurrent calls). */
function latencyOf(seed: number) {
  let state = seed | 1;
  return async () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const turns = (state >>> 0) % 3;
    for (let turn = 0; turn < turns; turn += 1) await tick();
  };
}

// A fixed seed in CI (fast-check prints seed and path on failure); explore others locally with
// CART_PROPERTY_SEED=… CART_PROPERTY_RUNS=… npx vitest run src/cart.property.test.ts.
const SEED = Number(process.env.CART_PROPERTY_SEED ?? 20_240_611);
const NUM_RUNS = Number(process.env.CART_PROPERTY_RUNS ?? 1000);

describe("the cart against a model of the shopper (property, fast-check)", () => {
  it("never loses, doubles or silently changes a line; the count and totals follow the server", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbs, { maxCommands: 14 }), fc.integer(), async (commands, latencySeed) => {
        const backEnd = createFakeCartBackEnd({
          customerCarts: { [CUSTOMER]: KEYS.flatMap((key) => (CUSTOMER_LINES[key] ? [{ sku: PRODUCTS[key]!.sku, qty: CUSTOMER_LINES[key], ...(PRODUCTS[key]!.product_option && { product_option: PRODUCTS[key]!.product_option }) }] : [])) },
          maxQty: { SCARF: MAX_SCARF },
          prices: PRICES,
        });
        backEnd.latency = latencyOf(latencySeed);
        const page = openPage(backEnd);
        const real: Real = { backEnd, test: page.test, kill: page.kill, stores: [page.test] };
        const model: Model = { lines: new Map(), history: new Map(), loggedIn: false };
        try {
          await fc.asyncModelRun(() => ({ model, real }), [...commands].flatMap((command) => [command, new Observe()]));
          await settleAndCheck(model, real);
        } finally {
          for (const store of real.stores) store.dispose();
        }
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  }, 120_000);
});

