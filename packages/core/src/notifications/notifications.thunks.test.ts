import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { createCoreTestStore, createTestConfig, type CoreTestState } from "../testing/core-test-store";
import { createManualClock } from "../testing/manual-clock";
import type { CoreExtra, ShopRuntime } from "../thunk-extra";
import { notificationRemoved, notificationsSlice, selectNotifications } from "./notifications.slice";
import { armNotificationTimers, NotificationInputError, spawnNotification } from "./notifications.thunks";

/** A store of one runtime, optionally hydrated from another store's serialised state. */
function runtimeStore(runtime: ShopRuntime | undefined, preloadedState?: CoreTestState, start?: number) {
  const clock = createManualClock(start);
  const extra: CoreExtra = { config: createTestConfig(), clock, ...(runtime && { runtime }) };
  const store = configureStore({
    reducer: combineSlices(notificationsSlice),
    ...(preloadedState && { preloadedState }),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
  return { store, clock };
}

/** What the server render hands the browser: its state as JSON. */
const serialised = (state: CoreTestState): CoreTestState => JSON.parse(JSON.stringify(state)) as CoreTestState;

describe("spawnNotification (commerce-core.md §4, §9; presentation-content.md §8)", () => {
  it("adds a notification and removes it after 5000 ms", async () => {
    const { store, clock } = createCoreTestStore();
    const id = await store.dispatch(spawnNotification({ type: "success", message: "Product has been added to the cart!" })).unwrap();
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ id, type: "success", message: "Product has been added to the cart!" }),
    ]);
    clock.advance(4999);
    expect(selectNotifications(store.getState())).toHaveLength(1);
    clock.advance(1);
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("honours timeToLive and hasNoTimeout", async () => {
    const { store, clock } = createCoreTestStore();
    await store.dispatch(spawnNotification({ type: "info", message: "short", timeToLive: 1000 }));
    await store.dispatch(spawnNotification({ type: "info", message: "sticky", hasNoTimeout: true }));
    clock.advance(1000);
    expect(selectNotifications(store.getState()).map((n) => n.message)).toEqual(["sticky"]);
    clock.advance(60_000);
    expect(selectNotifications(store.getState()).map((n) => n.message)).toEqual(["sticky"]);
    expect(clock.pending()).toBe(0);
  });

  it("uses the configured default lifetime", async () => {
    const { store, clock } = createCoreTestStore({ config: { notifications: { timeToLiveMs: 200 } } });
    await store.dispatch(spawnNotification({ type: "info", message: "quick" }));
    clock.advance(200);
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("does not repeat the last message, and resolves to null for the skipped one", async () => {
    const { store } = createCoreTestStore();
    await store.dispatch(spawnNotification({ type: "warning", message: "Out of the stock!" }));
    const second = await store.dispatch(spawnNotification({ type: "warning", message: "Out of the stock!" })).unwrap();
    expect(second).toBeNull();
    await store.dispatch(spawnNotification({ type: "success", message: "In stock!" }));
    await store.dispatch(spawnNotification({ type: "warning", message: "Out of the stock!" }));
    expect(selectNotifications(store.getState()).map((n) => n.message)).toEqual(["Out of the stock!", "In stock!", "Out of the stock!"]);
  });

  it.each([
    ["an unknown type", "error"],
    ["a null type", null],
    ["a number type", 3],
    ["no type", undefined],
  ])("shows %s as danger, not rejected", async (_case, type) => {
    const { store } = createCoreTestStore();
    await store.dispatch(spawnNotification({ type, message: "Boom" }));
    expect(selectNotifications(store.getState())).toEqual([expect.objectContaining({ type: "danger", message: "Boom" })]);
  });

  it("accepts the spec's id field (§3 Notification) but gives the notification its own", async () => {
    const { store } = createCoreTestStore();
    const first = await store.dispatch(spawnNotification({ id: "n1", type: "info", message: "A" })).unwrap();
    const second = await store.dispatch(spawnNotification({ id: "n1", type: "info", message: "B" })).unwrap();
    expect(first).not.toBe("n1");
    expect(second).not.toBe(first);
    expect(selectNotifications(store.getState()).map((n) => [n.id, n.message])).toEqual([
      [first, "A"],
      [second, "B"],
    ]);
  });

  it("shows one key again when its values differ (commerce-core.md §8 profile failure)", async () => {
    const { store } = createCoreTestStore();
    const message = "We could not update your account: {{message}}";
    await store.dispatch(spawnNotification({ type: "danger", message, values: { message: "Email taken" } }));
    await store.dispatch(spawnNotification({ type: "danger", message, values: { message: "Server down" } }));
    await store.dispatch(spawnNotification({ type: "danger", message, values: { message: "Server down" } }));
    expect(selectNotifications(store.getState()).map((n) => n.values)).toEqual([{ message: "Email taken" }, { message: "Server down" }]);
  });

  it("keeps up to two actions with their commands", async () => {
    const { store } = createCoreTestStore();
    await store.dispatch(
      spawnNotification({
        type: "success",
        message: "Product has been added to the cart!",
        action1: { label: "OK" },
        action2: { label: "Proceed to checkout", command: { kind: "navigate", to: "/winkelwagen/" } },
      }),
    );
    const [notification] = selectNotifications(store.getState());
    expect(notification?.action1).toEqual({ label: "OK", command: { kind: "close" } });
    expect(notification?.action2).toEqual({ label: "Proceed to checkout", command: { kind: "navigate", to: "/winkelwagen/" } });
  });

  it("rejects a third action with a clear error and adds nothing", async () => {
    const { store } = createCoreTestStore();
    const input = { type: "info", message: "Too many", action1: { label: "A" }, action2: { label: "B" }, action3: { label: "C" } };
    await expect(store.dispatch(spawnNotification(input as never)).unwrap()).rejects.toMatchObject({
      name: NotificationInputError.name,
      message: expect.stringContaining("action3: Unrecognized key"),
    });
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  // Dropped, a misspelled command made the checkout button a plain "close" (presentation-content.md §3 action1).
  it.each<[string, object, string]>([
    ["a misspelled command", { action1: { label: "A", comand: { kind: "navigate", to: "/winkelwagen/" } } }, "action1.comand"],
    ["the spec's handler function", { action2: { label: "B", handler: () => 0 } }, "action2.handler"],
    ["an extra key on a navigate command", { action1: { label: "A", command: { kind: "navigate", to: "/winkelwagen/", replace: true } } }, "action1.command.replace"],
    ["a key the close command does not have", { action1: { label: "A", command: { kind: "close", to: "/winkelwagen/" } } }, "action1.command.to"],
    ["an extra key on a dispatched action", { action2: { label: "B", command: { kind: "dispatch", action: { type: "cart/open", meta: 1 } } } }, "action2.command.action.meta"],
  ])("rejects %s in an action by path and adds nothing", async (_case, actions, path) => {
    const { store } = createCoreTestStore();
    const input = { type: "success", message: "Product has been added to the cart!", ...actions };
    await expect(store.dispatch(spawnNotification(input as never)).unwrap()).rejects.toMatchObject({
      name: NotificationInputError.name,
      message: `Invalid notification: ${path}: Unrecognized key`,
    });
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it("rejects an empty message", async () => {
    const { store } = createCoreTestStore();
    await expect(store.dispatch(spawnNotification({ type: "info", message: "" })).unwrap()).rejects.toMatchObject({
      message: expect.stringContaining("message: A notification needs a message"),
    });
  });
});

describe("notifications raised during a server render (commerce-core.md §9 notification lifetime)", () => {
  it("a server store arms no removal timer: the notification stays in the state it serialises", async () => {
    const { store, clock } = runtimeStore("server");
    const id = await store.dispatch(spawnNotification({ type: "danger", message: "Boom" })).unwrap();
    expect(clock.pending()).toBe(0);
    clock.advance(60_000);
    expect(selectNotifications(store.getState()).map((n) => n.id)).toEqual([id]);
    expect(store.dispatch(armNotificationTimers())).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it.each<[string, ShopRuntime | undefined]>([
    ["absent (the browser)", undefined],
    ["browser", "browser"],
  ])("with runtime %s spawnNotification arms its timer as before", async (_case, runtime) => {
    const { store, clock } = runtimeStore(runtime);
    await store.dispatch(spawnNotification({ type: "info", message: "Hi" }));
    expect(clock.pending()).toBe(1);
    clock.advance(5000);
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });

  it.each<[string, { timeToLive?: number; hasNoTimeout?: boolean }, number | undefined]>([
    ["the default lifetime, 5000 ms", {}, 5000],
    ["its own timeToLive", { timeToLive: 1500 }, 1500],
    ["none with hasNoTimeout", { hasNoTimeout: true }, undefined],
  ])("after hydration the browser arms %s, counted from hydration", async (_case, lifetime, removedAfter) => {
    const server = runtimeStore("server");
    await server.store.dispatch(spawnNotification({ type: "warning", message: "Out of the stock!", ...lifetime }));
    // The browser hydrates later than the render: the lifetime starts when the shopper sees it.
    const browser = runtimeStore(undefined, serialised(server.store.getState()), server.clock.now() + 3000);
    const [notification] = selectNotifications(browser.store.getState());
    expect(browser.store.dispatch(armNotificationTimers())).toEqual(removedAfter === undefined ? [] : [notification?.id]);
    browser.clock.advance((removedAfter ?? 600_000) - 1);
    expect(selectNotifications(browser.store.getState())).toHaveLength(1);
    browser.clock.advance(1);
    expect(selectNotifications(browser.store.getState())).toHaveLength(removedAfter === undefined ? 1 : 0);
  });

  it("never arms two timers for one notification: a second call, or one spawned in the browser, is skipped", async () => {
    const server = runtimeStore("server");
    const fromServer = await server.store.dispatch(spawnNotification({ type: "info", message: "A" })).unwrap();
    const browser = runtimeStore(undefined, serialised(server.store.getState()));
    await browser.store.dispatch(spawnNotification({ type: "info", message: "B" }));
    expect(browser.clock.pending()).toBe(1);
    expect(browser.store.dispatch(armNotificationTimers())).toEqual([fromServer]);
    expect(browser.store.dispatch(armNotificationTimers())).toEqual([]);
    expect(browser.clock.pending()).toBe(2);
    browser.clock.advance(5000);
    expect(selectNotifications(browser.store.getState())).toHaveLength(0);
    expect(browser.clock.pending()).toBe(0);
  });

  it("each store keeps its own: the same hydrated state in two stores gets a timer in each", async () => {
    const server = runtimeStore("server");
    await server.store.dispatch(spawnNotification({ type: "info", message: "A" }));
    const state = serialised(server.store.getState());
    const first = runtimeStore(undefined, state);
    const second = runtimeStore(undefined, state);
    expect(first.store.dispatch(armNotificationTimers())).toHaveLength(1);
    expect(second.store.dispatch(armNotificationTimers())).toHaveLength(1);
    second.clock.advance(5000);
    expect(selectNotifications(second.store.getState())).toHaveLength(0);
    expect(selectNotifications(first.store.getState())).toHaveLength(1);
  });

  it("a notification closed before its timer fires is removed once; its timer then only forgets it", async () => {
    const server = runtimeStore("server");
    const id = await server.store.dispatch(spawnNotification({ type: "info", message: "A" })).unwrap();
    const browser = runtimeStore(undefined, serialised(server.store.getState()));
    browser.store.dispatch(armNotificationTimers());
    browser.store.dispatch(notificationRemoved(id ?? ""));
    browser.clock.advance(5000);
    expect(browser.clock.pending()).toBe(0);
    expect(selectNotifications(browser.store.getState())).toEqual([]);
  });
});
