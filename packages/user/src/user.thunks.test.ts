import { selectCustomerGroup, selectNotifications } from "@shop/core";
import { connectivityChanged } from "@shop/sync-queue";
import { describe, expect, it, vi } from "vitest";
import { createFakeUserBackEnd, createUserTestStore } from "./testing";
import { loginModalRequested, userLoggedIn, userLoggedOut } from "./user.actions";
import { deleteAddress, loadOrder, loadOrders, saveAddress, updateProfile } from "./user.account";
import { changePassword, createPassword, resetPassword } from "./user.passwords";
import { subscribeNewsletter, unsubscribeNewsletter, loadNewsletterStatus } from "./user.newsletter";
import { selectIsLoggedIn } from "./user.selectors";
import { checkSessionOnNavigation, login, logout, register } from "./user.session";

const EMAIL = "jan@example.com";
const PASSWORD = "Secret123!";

function setup(config: Parameters<typeof createUserTestStore>[0] extends infer O ? (O extends { config?: infer C } ? C : never) : never = {}, orders = 3) {
  const test = createUserTestStore({ config, fetch: (input, init) => backEnd.fetch(input, init) });
  const backEnd = createFakeUserBackEnd({ orders, now: () => test.clock.now() });
  const seen: string[] = [];
  test.startListening({ predicate: () => true, effect: (action) => void seen.push(action.type) });
  const signIn = () => test.store.dispatch(login({ username: EMAIL, password: PASSWORD })).unwrap();
  const lastMessage = () => selectNotifications(test.store.getState()).at(-1);
  return { ...test, backEnd, seen, signIn, lastMessage };
}

describe("login, register, logout (commerce-core.md §4 Session and token)", () => {
  it("login stores the token, then loads the profile and orders; the group goes to core; userLoggedIn follows", async () => {
    const { store, backEnd, seen, signIn, clock, dispose } = setup();
    await signIn();
    const { user } = store.getState();
    expect(user.token).toBe("token-1");
    expect(user.refreshToken).toBe("refresh-1");
    expect(user.current?.email).toBe(EMAIL);
    expect(user.orders).toMatchObject({ totalCount: 3, currentPage: 1, pageSize: 20 });
    expect(user.localDataLoaded).toBe(true);
    expect(selectCustomerGroup(store.getState())).toEqual({ groupId: 1, groupToken: null });
    expect(selectIsLoggedIn(store.getState(), clock.now())).toBe(true);
    expect(backEnd.calls).toEqual(["POST /login", "GET /me", "GET /order-history"]);
    expect(seen).toContain(userLoggedIn.type);
    dispose();
  });

  it("a refused login clears the user and fails", async () => {
    const { store, dispose } = setup();
    await expect(store.dispatch(login({ username: EMAIL, password: "wrong" })).unwrap()).rejects.toThrow(/did not sign in correctly/);
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().user.current).toBeNull();
    expect(selectCustomerGroup(store.getState()).groupId).toBeNull();
    dispose();
  });

  it("a login over another session ends that one first (userLoggedOut, reason switched), then userLoggedIn; a first login ends nothing", async () => {
    const { store, seen, signIn, dispose } = setup();
    await signIn();
    expect(seen).not.toContain(userLoggedOut.type);
    seen.length = 0;
    await signIn();
    const ended = seen.indexOf(userLoggedOut.type);
    expect(ended).toBeGreaterThanOrEqual(0);
    expect(ended).toBeLessThan(seen.indexOf(userLoggedIn.type));
    expect(store.getState().user.token).toBe("token-2");
    dispose();
  });

  it("register creates the account, then logs in", async () => {
    const { store, backEnd, dispose } = setup();
    await store.dispatch(register({ customer: { email: EMAIL, firstname: "Jan", lastname: "Jansen" }, password: PASSWORD })).unwrap();
    expect(backEnd.calls.slice(0, 2)).toEqual(["POST /create", "POST /login"]);
    expect(store.getState().user.token).toBe("token-1");
    dispose();
  });

  it("logout clears token and user data, returns the guest group, dispatches userLoggedOut and notifies \"You're logged out\"", async () => {
    const { store, seen, signIn, lastMessage, clock, dispose } = setup();
    await signIn();
    await store.dispatch(logout());
    expect(store.getState().user).toMatchObject({ token: null, refreshToken: null, current: null, orders: null });
    expect(selectCustomerGroup(store.getState()).groupId).toBeNull();
    expect(selectIsLoggedIn(store.getState(), clock.now())).toBe(false);
    expect(seen).toContain(userLoggedOut.type);
    expect(lastMessage()).toMatchObject({ type: "success", message: "You're logged out" });
    dispose();
  });
});

describe("session and token", () => {
  it("an expired token is refreshed transparently through the queue's session seam (the new pair lands in the user state)", async () => {
    const { store, backEnd, signIn, dispose } = setup();
    await signIn();
    backEnd.expire();
    await store.dispatch(loadOrders({ page: 1 })).unwrap();
    expect(backEnd.calls.slice(3)).toEqual(["GET /order-history", "POST /refresh", "GET /order-history"]);
    expect(store.getState().user).toMatchObject({ token: "token-2", refreshToken: "refresh-2" });
    dispose();
  });

  it("a failed refresh logs out silently (the queue's session end): no \"You're logged out\"", async () => {
    const { store, backEnd, signIn, seen, lastMessage, dispose } = setup();
    await signIn();
    // Another device logs in: this store's token and refresh token are no longer the live ones.
    await backEnd.fetch("http://shop.test/api/ext/shop/login", { method: "POST", body: JSON.stringify({ username: EMAIL, password: PASSWORD }) });
    await expect(store.dispatch(loadOrders()).unwrap()).rejects.toThrow();
    expect(backEnd.calls.slice(-2)).toEqual(["GET /order-history", "POST /refresh"]);
    // The queue's session end reaches the user package through its listener.
    await vi.waitFor(() => expect(store.getState().user.token).toBeNull());
    expect(seen.filter((type) => type === userLoggedOut.type)).toHaveLength(1);
    expect(lastMessage()?.message).not.toBe("You're logged out");
    dispose();
  });

  it("per navigation: within 900 s of expiry the token is renewed and the profile refreshed; earlier nothing is sent", async () => {
    const { store, backEnd, signIn, clock, dispose } = setup();
    await signIn();
    const before = backEnd.calls.length;
    expect(await store.dispatch(checkSessionOnNavigation()).unwrap()).toEqual({ check: "fresh" });
    expect(backEnd.calls.length).toBe(before);
    clock.advance(3_600_000 - 900_000);
    expect(await store.dispatch(checkSessionOnNavigation()).unwrap()).toEqual({ check: "refresh" });
    expect(backEnd.calls.slice(before)).toEqual(["POST /refresh", "GET /me"]);
    expect(store.getState().user.sessionExpires).toBe(clock.now() + 3_600_000);
    dispose();
  });

  it("a renewal the back end refuses ends the session silently, with the expiry outcome", async () => {
    const { store, backEnd, signIn, clock, lastMessage, dispose } = setup();
    await signIn();
    // Another device logged in: this store's refresh token is not the live one.
    await backEnd.fetch("http://shop.test/api/ext/shop/login", { method: "POST", body: JSON.stringify({ username: EMAIL, password: PASSWORD }) });
    clock.advance(3_600_000 - 60_000);
    expect(await store.dispatch(checkSessionOnNavigation()).unwrap()).toEqual({ check: "expired", expired: { kind: "login-modal" } });
    expect(store.getState().user.token).toBeNull();
    expect(lastMessage()?.message).not.toBe("You're logged out");
    dispose();
  });

  it.each([
    ["in checkout: home", { inCheckout: true }, {}, { kind: "home" }, { kind: "dispatch", action: { type: loginModalRequested.type } }],
    ["a login path", {}, { user: { loginPath: "/login" } }, { kind: "login-path", path: "/login" }, { kind: "navigate", to: "/login" }],
    ["no login path: the modal", {}, {}, { kind: "login-modal" }, { kind: "dispatch", action: { type: loginModalRequested.type } }],
  ])("inactivity forces a logout with the warning and its Log in action; %s", async (_case, arg, config, outcome, command) => {
    const { store, signIn, clock, lastMessage, dispose } = setup(config);
    await signIn();
    clock.advance(3_600_000);
    expect(await store.dispatch(checkSessionOnNavigation(arg)).unwrap()).toEqual({ check: "expired", expired: outcome });
    expect(store.getState().user.token).toBeNull();
    expect(lastMessage()).toMatchObject({
      type: "warning",
      message: "Your session has expired due to inactivity. Please log in again to continue.",
      action1: { label: "Log in", command },
    });
    dispose();
  });
});

describe("profile and addresses (commerce-core.md §5)", () => {
  it("sends the held profile with only the editable fields changed, and notifies the success", async () => {
    const { store, backEnd, signIn, lastMessage, dispose } = setup();
    await signIn();
    const outcome = await store.dispatch(updateProfile({ firstname: "Piet", group_id: 9 })).unwrap();
    expect(outcome).toMatchObject({ saved: true });
    expect(backEnd.bodies.at(-1)).toMatchObject({ customer: { firstname: "Piet", group_id: 1 } });
    expect(store.getState().user.current?.firstname).toBe("Piet");
    expect(lastMessage()).toMatchObject({ type: "success", message: "Account data has successfully been updated" });
    dispose();
  });

  it("a refused update: 'We could not update your account: {server message}'", async () => {
    const { store, signIn, lastMessage, dispose } = setup();
    await signIn();
    const outcome = await store.dispatch(updateProfile({ email: "taken@example.com" })).unwrap();
    expect(outcome).toEqual({ saved: false, message: "A customer with the same email address already exists in an associated website." });
    expect(lastMessage()).toMatchObject({
      type: "danger",
      message: "We could not update your account: {{message}}",
      values: { message: "A customer with the same email address already exists in an associated website." },
    });
    dispose();
  });

  it("saves a new address from the form shape and deletes one", async () => {
    const { store, signIn, dispose } = setup();
    await signIn();
    await store.dispatch(saveAddress({ streetAddress: "Coolsingel", apartmentNumber: "40", affix: "B", city: "Rotterdam", zipCode: "3011 AD", country: "NL", is_default: false, address_type: "SHIPPING" }));
    expect(store.getState().user.current?.addresses.map((address) => address.street)).toEqual([["Damrak", "12 A"], ["Coolsingel", "40 B"]]);
    await store.dispatch(deleteAddress({ addressId: 7 })).unwrap();
    expect(store.getState().user.current?.addresses.map((address) => address.city)).toEqual(["Rotterdam"]);
    dispose();
  });
});

describe("orders (commerce-core.md §7, §9: 20 per page, first page 1)", () => {
  it("pages the history with config.user.orderHistoryPageSize", async () => {
    const { store, signIn, dispose } = setup({ user: { orderHistoryPageSize: 2 } }, 5);
    await signIn();
    expect(store.getState().user.orders?.items).toHaveLength(2);
    const third = await store.dispatch(loadOrders({ page: 3 })).unwrap();
    expect(third).toMatchObject({ currentPage: 3, pageSize: 2, totalCount: 5 });
    expect(third.items).toHaveLength(1);
    dispose();
  });

  it("an unknown order is an error", async () => {
    const { store, signIn, dispose } = setup();
    await signIn();
    await expect(store.dispatch(loadOrder({ incrementId: "000000001" })).unwrap()).rejects.toThrow(/No route/);
    dispose();
  });
});

describe("passwords (commerce-core.md §5, §8)", () => {
  it("change: 'Password has successfully been changed'; on failure the server's message", async () => {
    const { store, signIn, lastMessage, dispose } = setup();
    await signIn();
    expect(await store.dispatch(changePassword({ currentPassword: "nope", newPassword: "Another123!" })).unwrap()).toMatchObject({ done: false, reason: "refused" });
    expect(lastMessage()?.message).toBe("The password doesn't match this account. Verify the password and try again.");
    expect(await store.dispatch(changePassword({ currentPassword: PASSWORD, newPassword: "Another123!" })).unwrap()).toEqual({ done: true });
    expect(lastMessage()).toMatchObject({ type: "success", message: "Password has successfully been changed" });
    dispose();
  });

  it("a new password that breaks the one rule is not sent", async () => {
    const { store, backEnd, signIn, dispose } = setup();
    await signIn();
    const before = backEnd.calls.length;
    expect(await store.dispatch(changePassword({ currentPassword: PASSWORD, newPassword: "short" })).unwrap()).toEqual({ done: false, reason: "invalid", message: "Password must have at least 8 letters." });
    expect(backEnd.calls.length).toBe(before);
    dispose();
  });

  it.each([
    ["change", "Changing the password does not work while offline!"],
    ["reset", "Reset password feature does not work while offline!"],
  ] as const)("%s is refused offline with its message, nothing sent", async (which, message) => {
    const { store, backEnd, lastMessage, clock, dispose } = setup();
    store.dispatch(connectivityChanged({ online: false, reason: "browser", at: clock.now() }));
    const outcome =
      which === "change"
        ? await store.dispatch(changePassword({ currentPassword: PASSWORD, newPassword: "Another123!" })).unwrap()
        : await store.dispatch(resetPassword({ email: EMAIL })).unwrap();
    expect(outcome).toEqual({ done: false, reason: "offline", message });
    expect(lastMessage()).toMatchObject({ type: "danger", message });
    expect(backEnd.calls).toEqual([]);
    dispose();
  });

  it("create-password with the reset token", async () => {
    const { store, dispose } = setup();
    expect(await store.dispatch(createPassword({ email: EMAIL, newPassword: "Another123!", resetToken: "wrong" })).unwrap()).toMatchObject({ done: false, reason: "refused" });
    expect(await store.dispatch(createPassword({ email: EMAIL, newPassword: "Another123!", resetToken: "reset-1" })).unwrap()).toEqual({ done: true });
    await store.dispatch(login({ username: EMAIL, password: "Another123!" })).unwrap();
    dispose();
  });
});

describe("newsletter (commerce-core.md §4: skipped when already in that state)", () => {
  it("subscribe is skipped when subscribed, unsubscribe when not", async () => {
    const { store, backEnd, dispose } = setup();
    expect(await store.dispatch(unsubscribeNewsletter({ email: EMAIL })).unwrap()).toBe("skipped");
    expect(await store.dispatch(subscribeNewsletter({ email: EMAIL })).unwrap()).toBe("done");
    expect(await store.dispatch(subscribeNewsletter({ email: EMAIL })).unwrap()).toBe("skipped");
    expect(await store.dispatch(loadNewsletterStatus({ email: EMAIL })).unwrap()).toBe(true);
    expect(await store.dispatch(unsubscribeNewsletter({ email: EMAIL })).unwrap()).toBe("done");
    expect(backEnd.calls).toEqual(["POST /subscribe", "GET /subscribe", "DELETE /subscribe"]);
    dispose();
  });
});
