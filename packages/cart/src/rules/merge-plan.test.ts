import { describe, expect, it } from "vitest";
import type { CartItem } from "../cart-item";
import type { ServerCartItem } from "../cart-item.schemas";
import { lineIdentity } from "./line-identity";
import { mergePlan, pushPlan, type MergeOptions } from "./merge-plan";

const CART = "cart-1";
const line = (sku: string, qty: number, server?: { id: number; cart?: string; qty?: number }): CartItem => ({
  sku,
  qty,
  name: sku,
  type_id: "simple",
  checksum: "x",
  ...(server && { server_item_id: server.id, server_cart_id: server.cart ?? CART, server_qty: server.qty ?? qty }),
});
const serverLine = (sku: string, qty: number, id: number): ServerCartItem => ({ item_id: id, sku, qty, name: sku, price: 10, product_type: "simple", quote_id: CART });
const options = (change: Partial<MergeOptions> = {}): MergeOptions => ({ cartId: CART, forceClientState: false, mergeQty: false, canModifyLocal: false, canRemoveLocal: false, ...change });
const id = (sku: string) => lineIdentity({ sku });

// commerce-core.md §4 Cart sync "Merge", row by row.
describe("merge plan (commerce-core.md §4 Cart sync)", () => {
  it("a server line missing on the client is re-added locally", () => {
    expect(mergePlan([], [serverLine("A", 2, 7)], options())).toEqual({ client: [{ kind: "add", serverItem: serverLine("A", 2, 7) }], server: [] });
  });

  it("… or removed on the server when the client state is forced", () => {
    expect(mergePlan([], [serverLine("A", 2, 7)], options({ forceClientState: true }))).toEqual({ client: [], server: [{ kind: "delete", itemId: 7, sku: "A" }] });
  });

  it.each([
    ["the server is updated (the client may not be modified)", options(), 3, [{ kind: "update", identity: id("A"), itemId: 7, qty: 3 }]],
    ["the server is updated when the client state is forced, even if the client may be modified", options({ forceClientState: true, canModifyLocal: true }), 3, [{ kind: "update", identity: id("A"), itemId: 7, qty: 3 }]],
    ["the client takes the server's quantity when it may be modified", options({ canModifyLocal: true }), 2, []],
  ])("a quantity mismatch: %s", (_case, opts, clientQty, server) => {
    const plan = mergePlan([line("A", 3, { id: 7, qty: 2 })], [serverLine("A", 2, 7)], opts);
    expect(plan.client).toEqual([{ kind: "link", identity: id("A"), serverItem: serverLine("A", 2, 7), qty: clientQty }]);
    expect(plan.server).toEqual(server);
  });

  it("a client line not on the server is added to it", () => {
    expect(mergePlan([line("A", 2)], [], options())).toEqual({ client: [], server: [{ kind: "add", identity: id("A"), qty: 2 }] });
  });

  it("a line the server removed from this cart is removed locally when allowed, not when forced", () => {
    const removed = [line("A", 2, { id: 7 })];
    expect(mergePlan(removed, [], options({ canRemoveLocal: true })).client).toEqual([{ kind: "remove", identity: id("A") }]);
    expect(mergePlan(removed, [], options({ canRemoveLocal: true, forceClientState: true })).server).toEqual([{ kind: "add", identity: id("A"), qty: 2 }]);
    expect(mergePlan(removed, [], options()).server).toEqual([{ kind: "add", identity: id("A"), qty: 2 }]);
  });

  it("a client line without a server id joins the server's same line (its add was answered but the reply lost): no second line", () => {
    const plan = mergePlan([line("A", 2)], [serverLine("A", 2, 9)], options());
    expect(plan).toEqual({ client: [{ kind: "link", identity: id("A"), serverItem: serverLine("A", 2, 9), qty: 2 }], server: [] });
  });

  it("authorize: a guest line adds its quantity to the customer's same line, once", () => {
    const guest = [line("A", 2, { id: 3, cart: "guest" })];
    const first = mergePlan(guest, [serverLine("A", 1, 9)], options({ mergeQty: true }));
    expect(first.server).toEqual([{ kind: "update", identity: id("A"), itemId: 9, qty: 3 }]);
    // Resumed after a reload: the line is on this cart now with 3; merging again changes nothing.
    const resumed = mergePlan([line("A", 3, { id: 9, qty: 1 })], [serverLine("A", 1, 9)], options({ mergeQty: true }));
    expect(resumed.server).toEqual([{ kind: "update", identity: id("A"), itemId: 9, qty: 3 }]);
    const done = mergePlan([line("A", 3, { id: 9 })], [serverLine("A", 3, 9)], options({ mergeQty: true }));
    expect(done.server).toEqual([]);
  });

  // §4 Authorize "merges quantities" once: a guest line sent to the customer's cart whose reply was
  // lost (a reload during authorize) carries that cart's id without an item id.
  it.each([
    ["a guest line (of another cart) adds its quantity", line("A", 2, { id: 3, cart: "guest" }), 3],
    ["a line sent to this cart without a reply joins the server's line, no second sum", { ...line("A", 2), server_cart_id: CART }, 2],
    ["a line confirmed by this cart's line never sums again", line("A", 2, { id: 9, qty: 1 }), 2],
  ])("authorize: %s", (_case, client, qty) => {
    const plan = mergePlan([client], [serverLine("A", 1, 9)], options({ mergeQty: true }));
    expect(plan.client).toEqual([{ kind: "link", identity: id("A"), serverItem: serverLine("A", 1, 9), qty }]);
    expect(plan.server).toEqual([{ kind: "update", identity: id("A"), itemId: 9, qty }]);
  });

  it("a line of another (guest) cart is not matched by its old item id", () => {
    const plan = mergePlan([line("A", 2, { id: 9, cart: "guest" })], [serverLine("B", 1, 9)], options());
    expect(plan.client).toEqual([{ kind: "add", serverItem: serverLine("B", 1, 9) }]);
    expect(plan.server).toEqual([{ kind: "add", identity: id("A"), qty: 2 }]);
  });

  it("a server line is matched by its id before a line of the same variant that waits for its add", () => {
    const plan = mergePlan([line("A", 1), line("A", 2, { id: 7 })], [serverLine("A", 2, 7)], options());
    expect(plan.client).toEqual([{ kind: "link", identity: id("A"), serverItem: serverLine("A", 2, 7), qty: 2 }]);
    expect(plan.server).toEqual([{ kind: "add", identity: id("A"), qty: 1 }]);
  });

  it("two server lines of one variant (an old server) are each matched once", () => {
    const plan = mergePlan([line("A", 2)], [serverLine("A", 2, 1), serverLine("A", 1, 2)], options());
    expect(plan.client.map((change) => change.kind)).toEqual(["link", "add"]);
  });
});

describe("push plan (a synced cart's local changes, without a pull)", () => {
  it("adds new lines, sets changed quantities, leaves confirmed ones", () => {
    const items = [line("A", 2), line("B", 5, { id: 8, qty: 4 }), line("C", 1, { id: 9 }), line("D", 1, { id: 3, cart: "old" })];
    expect(pushPlan(items, CART)).toEqual([
      { kind: "add", identity: id("A"), qty: 2 },
      { kind: "update", identity: id("B"), itemId: 8, qty: 5 },
      { kind: "add", identity: id("D"), qty: 1 },
    ]);
  });
});
