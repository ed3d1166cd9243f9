import type { Product } from "@shop/catalog-pricing";
import { addToCart, type AddableProduct } from "@shop/cart";
import { createConfig, selectCustomerGroup, selectNotifications, type Clock, type ShopConfigInput } from "@shop/core";
import { createShopStore } from "@shop/store";
import type { FetchLike } from "@shop/sync-queue";
import {
  addressToForm,
  changePassword,
  checkSessionOnNavigation,
  createPassword,
  deleteAddress,
  loadLoyaltyTransaction,
  loadLoyaltyTransactions,
  loadOrder,
  loadOrders,
  loadPersonalCoupons,
  login,
  logout,
  register,
  resetPassword,
  saveAddress,
  selectIsLoggedIn,
  subscribeNewsletter,
  unsubscribeNewsletter,
  updateProfile,
} from "@shop/user";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogFor } from "./support/catalog";
import { startShop, type RunningShop } from "./support/start-shop";

// @shop/user in the one store (@shop/store, as the app builds it) against apps/api on loopback:
// commerce-core.md §4 Session and token, Authorize, Newsletter; §5 profile and passwords; §6; §7
// Customer, Loyalty; §8 messages; §9 order history 20 per page.

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

/** A shopper's store (browser runtime, no window), with the calls it sends. */
function browserStore(config: ShopConfigInput = {}, clock?: Clock) {
  const calls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    calls.push(`${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api\/ext\/[^/]+/, "")}`);
    return globalThis.fetch(input, init);
  };
  const handle = createShopStore({ config: createConfig({ ...config, api: { url: shop.url } }), logger: silent, syncQueue: { fetch, connectivity: null }, ...(clock && { clock }) });
  const lastMessage = () => selectNotifications(handle.store.getState()).at(-1);
  return { ...handle, calls, lastMessage };
}

let accounts = 0;
const newAccount = () => ({ customer: { email: `user.${Date.now()}.${(accounts += 1)}@example.com`, firstname: "Piet", lastname: "Puk" }, password: PASSWORD });
const lines = (items: { sku: string; qty: number }[]) => items.map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));

async function mailbox(to: string): Promise<{ subject: string; text: string }[]> {
  const reply = await fetch(`${shop.url}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await reply.json()) as { result: { subject: string; text: string }[] }).result;
}

async function placeOrder(token: string, userId: number, email: string) {
  const address = { firstname: "Piet", lastname: "Puk", street: ["Damrak", "1"], city: "Amsterdam", postcode: "1012 LG", country_id: "NL", telephone: "0201234567" };
  const reply = await fetch(`${shop.url}/api/order?token=${token}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      order_id: `user-it-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      created_at: new Date().toISOString(),
      store_code: "nl",
      user_id: userId,
      products: [{ sku: "GC-050", qty: 1 }],
      addressInformation: { shippingAddress: address, billingAddress: { ...address, email }, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "ideal" },
    }),
  });
  const body = (await reply.json()) as { code: number; result: { orderNumber: string } };
  if (body.code !== 200) throw new Error(`order refused: ${JSON.stringify(body)}`);
  return body.result.orderNumber;
}

describe("register, login, cart merge, logout", () => {
  it("register → login (profile, orders, group) → the guest cart joins the customer's once → logout clears cart and user and notifies", async () => {
    const account = newAccount();
    // Another device: the customer's cart already holds one pair of socks.
    const other = browserStore();
    await other.store.dispatch(register(account)).unwrap();
    await vi.waitFor(() => expect(other.store.getState().cart.cartServerToken).not.toBeNull());
    await other.store.dispatch(addToCart({ products: [{ product: socks, qty: 1 }] }));
    other.dispose();

    // This device: a guest adds two pairs, then logs in.
    const device = browserStore();
    await device.store.dispatch(addToCart({ products: [{ product: socks, qty: 2 }] }));
    const guestCart = device.store.getState().cart.cartServerToken;
    expect(guestCart).not.toBeNull();
    const customer = await device.store.dispatch(login({ username: account.customer.email, password: PASSWORD })).unwrap();
    const state = device.store.getState();
    expect(customer.email).toBe(account.customer.email);
    expect(state.user.current?.firstname).toBe("Piet");
    expect(state.user.orders).toMatchObject({ items: [], totalCount: 0, currentPage: 1, pageSize: 20 });
    expect(selectCustomerGroup(state)).toEqual({ groupId: 1, groupToken: null });
    expect(selectIsLoggedIn(state, Date.now())).toBe(true);
    // The cart authorizes on the login action: the customer's cart, 1 + 2 pairs, not doubled.
    await vi.waitFor(() => expect(device.store.getState().cart.cartServerToken).not.toBe(guestCart));
    await vi.waitFor(async () => expect(lines(await device.extra.cart.api.pull({ guest: false }))).toEqual([{ sku: socks.sku, qty: 3 }]));
    expect(lines(device.store.getState().cart.cartItems)).toEqual([{ sku: socks.sku, qty: 3 }]);

    await device.store.dispatch(logout()).unwrap();
    expect(device.store.getState().user).toMatchObject({ token: null, refreshToken: null, current: null, orders: null });
    expect(device.store.getState().cart).toMatchObject({ cartItems: [], cartServerToken: null });
    expect(selectCustomerGroup(device.store.getState()).groupId).toBeNull();
    expect(device.lastMessage()).toMatchObject({ type: "success", message: "You're logged out" });

    // Logging in again (a second login): the customer's cart is read, nothing is added twice.
    await device.store.dispatch(login({ username: account.customer.email, password: PASSWORD })).unwrap();
    await vi.waitFor(() => expect(lines(device.store.getState().cart.cartItems)).toEqual([{ sku: socks.sku, qty: 3 }]));
    expect(lines(await device.extra.cart.api.pull({ guest: false }))).toEqual([{ sku: socks.sku, qty: 3 }]);
    device.dispose();
  });

  it("a wrong password: the login fails and the user stays cleared", async () => {
    const device = browserStore();
    await expect(device.store.dispatch(login({ username: "jan.jansen@example.com", password: "Wrong123!" })).unwrap()).rejects.toThrow(/did not sign in correctly/);
    expect(device.store.getState().user.token).toBeNull();
    device.dispose();
  });
});

describe("session", () => {
  it("an expired token is refreshed transparently: the call succeeds and the new pair is in the user state", async () => {
    const device = browserStore();
    await device.store.dispatch(register(newAccount())).unwrap();
    const { token, refreshToken } = device.store.getState().user;
    const before = device.calls.length;
    shop.advance(3_700_000);
    const page = await device.store.dispatch(loadOrders({ page: 1 })).unwrap();
    expect(page.totalCount).toBe(0);
    // (The cart's authorize on login may interleave its own calls.)
    expect(device.calls.slice(before).filter((call) => !call.includes("/cart/"))).toEqual(["GET /order-history", "POST /refresh", "GET /order-history"]);
    expect(device.store.getState().user.token).not.toBe(token);
    expect(device.store.getState().user.refreshToken).not.toBe(refreshToken);
    device.dispose();
  });
});

describe("per navigation", () => {
  it("within 900 s of expiry the session is renewed (new token, later end) and the profile read; past its end, inactivity logs out with the Log in action", async () => {
    // The shopper's clock runs ahead of the real one by `offset`, as time passes between navigations.
    let offset = 0;
    const clock: Clock = { now: () => Date.now() + offset, setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) };
    const device = browserStore({ user: { loginPath: "/account/login" } }, clock);
    await device.store.dispatch(register(newAccount())).unwrap();
    const { token, sessionExpires } = device.store.getState().user;
    // The shopper's clock agrees with the api's (which earlier tests moved): the token lives an hour.
    offset = sessionExpires! - 3_600_000 - Date.now();
    expect(await device.store.dispatch(checkSessionOnNavigation()).unwrap()).toEqual({ check: "fresh" });

    // 50 minutes later on both sides: 10 minutes left.
    shop.advance(3_000_000);
    offset += 3_000_000;
    const sent = device.calls.length;
    expect(await device.store.dispatch(checkSessionOnNavigation()).unwrap()).toEqual({ check: "refresh" });
    expect(device.calls.slice(sent).filter((call) => !call.includes("/cart/"))).toEqual(["POST /refresh", "GET /me"]);
    const renewed = device.store.getState().user;
    expect(renewed.token).not.toBe(token);
    expect(renewed.sessionExpires).toBeGreaterThan(sessionExpires! + 2_900_000);

    // Away for longer than the session: the next navigation is inactivity.
    offset += renewed.sessionExpires! - clock.now() + 1000;
    expect(await device.store.dispatch(checkSessionOnNavigation()).unwrap()).toEqual({ check: "expired", expired: { kind: "login-path", path: "/account/login" } });
    expect(device.store.getState().user.token).toBeNull();
    expect(device.lastMessage()).toMatchObject({
      type: "warning",
      message: "Your session has expired due to inactivity. Please log in again to continue.",
      action1: { label: "Log in", command: { kind: "navigate", to: "/account/login" } },
    });
    device.dispose();
  });
});

describe("profile and addresses", () => {
  it("only the editable fields change; a refused change says why", async () => {
    const device = browserStore();
    await device.store.dispatch(register(newAccount())).unwrap();
    const saved = await device.store.dispatch(updateProfile({ firstname: "Klaas", group_id: 4 })).unwrap();
    expect(saved).toMatchObject({ saved: true, customer: { firstname: "Klaas", group_id: 1 } });
    expect(device.lastMessage()).toMatchObject({ type: "success", message: "Account data has successfully been updated" });
    const refused = await device.store.dispatch(updateProfile({ email: "jan.jansen@example.com" })).unwrap();
    expect(refused).toEqual({ saved: false, message: "A customer with the same email address already exists in an associated website." });
    expect(device.lastMessage()).toMatchObject({ type: "danger", message: "We could not update your account: {{message}}", values: { message: refused.saved ? "" : refused.message } });
    device.dispose();
  });

  it("an address saved from the form shape reads back the same (affix included); deleting it", async () => {
    const device = browserStore();
    await device.store.dispatch(register(newAccount())).unwrap();
    await device.store.dispatch(saveAddress({ streetAddress: "Coolsingel", apartmentNumber: "40", affix: "B", city: "Rotterdam", zipCode: "3011 AD", country: "NL", is_default: true, address_type: "DELIVERY" })).unwrap();
    const [stored] = device.store.getState().user.current?.addresses ?? [];
    expect(stored).toMatchObject({ street: ["Coolsingel", "40 B"], postcode: "3011 AD", country_id: "NL", is_default: "1", address_type: "DELIVERY", firstname: "Piet" });
    expect(addressToForm(stored!)).toMatchObject({ streetAddress: "Coolsingel", apartmentNumber: "40", affix: "B", zipCode: "3011 AD", country: "NL", is_default: true });
    await device.store.dispatch(deleteAddress({ addressId: stored!.address_id })).unwrap();
    expect(device.store.getState().user.current?.addresses).toEqual([]);
    device.dispose();
  });
});

describe("orders and access", () => {
  it("the history pages by 20 from page 1; an order opens in detail; another customer can read neither it nor change the owner's addresses", async () => {
    const owner = browserStore();
    const customer = await owner.store.dispatch(register(newAccount())).unwrap();
    await owner.store.dispatch(saveAddress({ streetAddress: "Damrak", apartmentNumber: "1", affix: "", city: "Amsterdam", zipCode: "1012 LG", country: "NL", is_default: true, address_type: "DELIVERY" })).unwrap();
    const token = owner.store.getState().user.token!;
    const numbers: string[] = [];
    for (let index = 0; index < 21; index += 1) numbers.push(await placeOrder(token, customer.id, customer.email));
    const first = await owner.store.dispatch(loadOrders()).unwrap();
    expect(first).toMatchObject({ currentPage: 1, pageSize: 20, totalCount: 21 });
    expect(first.items).toHaveLength(20);
    const second = await owner.store.dispatch(loadOrders({ page: 2 })).unwrap();
    expect(second.items.map((order) => order.increment_id)).toEqual([numbers[0]]);
    const detail = await owner.store.dispatch(loadOrder({ incrementId: numbers[0]! })).unwrap();
    expect(detail).toMatchObject({ increment_id: numbers[0], items: [{ sku: "GC-050" }] });

    const stranger = browserStore();
    await stranger.store.dispatch(register(newAccount())).unwrap();
    await expect(stranger.store.dispatch(loadOrder({ incrementId: numbers[0]! })).unwrap()).rejects.toThrow(/No such order/);
    expect((await stranger.store.dispatch(loadOrders()).unwrap()).totalCount).toBe(0);
    const ownersAddress = owner.store.getState().user.current!.addresses[0]!.address_id;
    await expect(stranger.store.dispatch(deleteAddress({ addressId: ownersAddress })).unwrap()).rejects.toThrow(/another customer|only your own/);
    await owner.store.dispatch(loadOrders());
    expect((await owner.extra.user.api.addresses()).map((address) => address.address_id)).toEqual([ownersAddress]);
    owner.dispose();
    stranger.dispose();
  });
});

describe("passwords", () => {
  it("reset with the token read from the mail in /api/dev/mailbox, then log in with the new password", async () => {
    const account = newAccount();
    const device = browserStore();
    await device.store.dispatch(register(account)).unwrap();
    await device.store.dispatch(logout({ silent: true }));
    expect(await device.store.dispatch(resetPassword({ email: account.customer.email })).unwrap()).toEqual({ done: true });
    const mail = (await mailbox(account.customer.email)).find((entry) => entry.subject === "Reset your password");
    const resetToken = /token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(resetToken).toEqual(expect.any(String));
    expect(await device.store.dispatch(createPassword({ email: account.customer.email, newPassword: "Changed456!", resetToken: resetToken! })).unwrap()).toEqual({ done: true });
    await expect(device.store.dispatch(login({ username: account.customer.email, password: PASSWORD })).unwrap()).rejects.toThrow();
    await device.store.dispatch(login({ username: account.customer.email, password: "Changed456!" })).unwrap();
    device.dispose();
  });

  it("change password is refused offline (nothing sent); online it changes and says so", async () => {
    const device = browserStore();
    await device.store.dispatch(register(newAccount())).unwrap();
    device.extra.api.queue.setOnline(false);
    const sent = device.calls.length;
    expect(await device.store.dispatch(changePassword({ currentPassword: PASSWORD, newPassword: "Changed456!" })).unwrap()).toEqual({
      done: false,
      reason: "offline",
      message: "Changing the password does not work while offline!",
    });
    expect(device.calls.length).toBe(sent);
    expect(await device.store.dispatch(resetPassword({ email: "jan.jansen@example.com" })).unwrap()).toMatchObject({ reason: "offline", message: "Reset password feature does not work while offline!" });
    device.extra.api.queue.setOnline(true);
    expect(await device.store.dispatch(changePassword({ currentPassword: PASSWORD, newPassword: "Changed456!" })).unwrap()).toEqual({ done: true });
    expect(device.lastMessage()).toMatchObject({ type: "success", message: "Password has successfully been changed" });
    device.dispose();
  });
});

describe("newsletter and loyalty", () => {
  it("subscribe and unsubscribe are skipped when already in that state", async () => {
    const device = browserStore();
    const email = newAccount().customer.email;
    expect(await device.store.dispatch(unsubscribeNewsletter({ email })).unwrap()).toBe("skipped");
    expect(await device.store.dispatch(subscribeNewsletter({ email })).unwrap()).toBe("done");
    expect(await device.store.dispatch(subscribeNewsletter({ email })).unwrap()).toBe("skipped");
    expect(await device.store.dispatch(unsubscribeNewsletter({ email })).unwrap()).toBe("done");
    expect(device.calls.filter((call) => call.endsWith("/subscribe"))).toEqual(["POST /subscribe", "DELETE /subscribe"]);
    device.dispose();
  });

  it("a demo customer's loyalty transactions, one in detail, and the personal coupons", async () => {
    const device = browserStore();
    await device.store.dispatch(login({ username: "jan.jansen@example.com", password: "Welkom123!" })).unwrap();
    const transactions = await device.store.dispatch(loadLoyaltyTransactions()).unwrap();
    expect(transactions.map((entry) => entry.points)).toEqual([-50, 60, 100]);
    const detail = await device.store.dispatch(loadLoyaltyTransaction({ transactionId: transactions[1]!.transaction_id })).unwrap();
    expect(detail.lines).toEqual([expect.objectContaining({ sku: "SH-OXF-WHT-M", points: 60 })]);
    expect(device.store.getState().user.loyalty.currentTransaction?.transaction_id).toBe(transactions[1]!.transaction_id);
    const coupons = await device.store.dispatch(loadPersonalCoupons()).unwrap();
    expect(coupons.map((coupon) => coupon.code)).toEqual(["SAVE15", "WELCOME10"]);
    device.dispose();
  });
});
