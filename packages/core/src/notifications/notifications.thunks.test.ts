import { describe, expect, it } from "vitest";
import { createCoreTestStore } from "../testing/core-test-store";
import { selectNotifications } from "./notifications.slice";
import { NotificationInputError, spawnNotification } from "./notifications.thunks";

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
