import { describe, expect, it } from "vitest";
import { defaultPaymentMethod, defaultShippingMethod, visiblePaymentMethods, type CartPaymentMethod, type CartShippingMethod } from "./default-methods";
import { itemsHash } from "./items-hash";
import { minicartCount } from "./minicart-count";
import { hasKnownPrice } from "./price-check";
import { parseQuantity } from "./quantity";
import { shouldSync } from "./sync-decision";
import { cartFailureOf } from "./failure";
import { SyncTaskError } from "@shop/sync-queue";

const shipping = (code: string, extra: Partial<CartShippingMethod> = {}): CartShippingMethod => ({
  method_code: code,
  carrier_code: code,
  method_title: code,
  price_incl_tax: 0,
  default: false,
  offline: false,
  available: true,
  is_server_method: true,
  ...extra,
});
const payment = (code: string, isDefault = false): CartPaymentMethod => ({ code, title: code, default: isDefault, cost_incl_tax: 0, is_server_method: true });

describe("commerce-core.md §5 default shipping method", () => {
  it.each([
    ["the first non-offline one marked default", [shipping("a"), shipping("b", { default: true }), shipping("c", { default: true })], "b"],
    ["a default that is offline is passed over", [shipping("a", { default: true, offline: true }), shipping("b")], "b"],
    ["else the first non-offline one", [shipping("a", { offline: true }), shipping("b"), shipping("c")], "b"],
    ["an unavailable one is dropped", [shipping("a", { available: false, default: true }), shipping("b")], "b"],
    ["none when all are offline", [shipping("a", { offline: true })], null],
    ["none of none", [], null],
  ])("%s", (_case, methods, expected) => {
    expect(defaultShippingMethod(methods)?.method_code ?? null).toBe(expected);
  });
});

describe("commerce-core.md §5 default payment method, cash on delivery", () => {
  it.each([
    ["the one marked default", [payment("a"), payment("b", true)], "b"],
    ["else the first", [payment("a"), payment("b")], "a"],
    ["none of none", [], null],
  ])("%s", (_case, methods, expected) => {
    expect(defaultPaymentMethod(methods)?.code ?? null).toBe(expected);
  });

  it.each([
    ["a virtual cart hides it", ["virtual"], ["card"]],
    ["a downloadable and virtual cart hides it", ["downloadable", "virtual"], ["card"]],
    ["a cart with something to deliver keeps it", ["virtual", "simple"], ["card", "cashondelivery"]],
    ["an empty cart keeps it", [], ["card", "cashondelivery"]],
  ])("%s", (_case, types, expected) => {
    expect(visiblePaymentMethods([payment("card"), payment("cashondelivery")], types).map((method) => method.code)).toEqual(expected);
  });
});

describe("commerce-core.md §5 price check, both readings", () => {
  it.each([
    [-1, true, false],
    [0, true, true],
    [0, false, false],
    [0.01, false, true],
    [undefined, true, false],
    [Number.NaN, true, false],
  ])("price_incl_tax %s, zero-price products allowed %s → %s", (price, useZero, expected) => {
    expect(hasKnownPrice({ price_incl_tax: price }, useZero)).toBe(expected);
  });
});

describe("commerce-core.md §5 quantity parsing, default 1", () => {
  it.each([
    ["3", 3],
    [" 2 ", 2],
    ["2.7", 2],
    ["", 1],
    ["abc", 1],
    ["0", 1],
    ["-4", 1],
    [5, 5],
    [2.5, 1],
    [null, 1],
  ])("%o → %s", (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });
});

describe("commerce-core.md §9 mini cart count type", () => {
  const items = [{ qty: 2 }, { qty: 3 }];
  it("'items' counts lines, otherwise the sum of quantities", () => {
    expect(minicartCount(items, "items")).toBe(2);
    expect(minicartCount(items, "quantities")).toBe(5);
  });
});

describe("commerce-core.md §4 cart sync runs only when needed", () => {
  const base = { enabled: true, bypassCount: 0, maxBypassAttempts: 3, connected: true, changed: false, neverSynced: false, force: false };
  it.each([
    ["nothing changed", {}, false],
    ["the hash changed", { changed: true }, true],
    ["never synced", { neverSynced: true }, true],
    ["forced", { force: true }, true],
    ["sync off", { enabled: false, force: true }, false],
    ["not connected", { connected: false, force: true }, false],
    ["bypass limit reached: sync counts as disabled", { bypassCount: 3, force: true }, false],
  ])("%s", (_case, change, expected) => {
    expect(shouldSync({ ...base, ...change })).toBe(expected);
  });

  it("the items hash follows lines and quantities, not their order or prices", () => {
    expect(itemsHash([{ sku: "A", qty: 1 }, { sku: "B", qty: 2 }])).toBe(itemsHash([{ sku: "B", qty: 2 }, { sku: "A", qty: 1 }]));
    expect(itemsHash([{ sku: "A", qty: 1 }])).not.toBe(itemsHash([{ sku: "A", qty: 2 }]));
  });
});

describe("cart call failures", () => {
  const error = (kind: ConstructorParameters<typeof SyncTaskError>[0]["kind"], code?: number, serverMessage?: string) =>
    new SyncTaskError({ kind, message: serverMessage ?? kind, ...(code !== undefined && { code }), ...(serverMessage !== undefined && { serverMessage }) });
  it.each([
    ["no reply", error("network"), "unreachable"],
    ["offline", error("offline"), "unreachable"],
    ["a refused token", error("unauthorized", 401), "unauthorized"],
    ["a gone cart", error("server", 404, "No such entity with cartId = abc"), "cart-gone"],
    ["no cart id", error("cart-id-missing"), "cart-gone"],
    ["a line the server will not hold", error("server", 400, "The most you may purchase is 5."), "refused"],
    ["a gone line", error("server", 404, "No such entity with cartItem.item_id = 3"), "refused"],
  ])("%s → %s", (_case, failure, expected) => {
    expect(cartFailureOf(failure)).toBe(expected);
  });
});
