import { combineSlices, configureStore, type Middleware, type UnknownAction } from "@reduxjs/toolkit";
import { notificationsSlice, selectNotifications } from "@shop/core";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiUrl, envelopeReply, errorReply } from "../testing/msw-replies";
import { createSyncTestStore, createTestClient } from "../testing/test-sync-queue";
import { bindSyncQueueToStore } from "./bind-store";
import { connectivitySlice, selectIsOnline } from "./connectivity.slice";
import { cartIdMissing, loginRequested, sessionEnded, syncTaskDone, syncTaskFailed } from "./sync-events.actions";
import type { SyncExtra } from "./sync-extra";
import { selectPendingTaskCount, selectSessionExpires, selectTokenRefreshLock, syncQueueSlice } from "./sync-queue.slice";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("bindSyncQueueToStore (the queue's events as Redux state and actions)", () => {
  it("shows the server's message of a failed non-silent call as an error notification", async () => {
    const { store, client, config } = createSyncTestStore();
    server.use(http.post(apiUrl(config, "/api/ext/{ext}/cart/apply-coupon"), () => errorReply(404, "Coupon code is not valid")));
    await expect(client.post("/api/ext/{ext}/cart/apply-coupon", { coupon: ["X"] }, { schema: z.boolean() })).rejects.toMatchObject({ code: 404 });
    expect(selectNotifications(store.getState())).toEqual([
      expect.objectContaining({ type: "danger", message: "Coupon code is not valid", action1: { label: "OK", command: { kind: "close" } } }),
    ]);
  });

  it("shows the server's message of a failed guest login (a 401 without customer token) as an error notification", async () => {
    const { store, client, config } = createSyncTestStore();
    server.use(http.post(apiUrl(config, "/api/ext/{ext}/login"), () => errorReply(401, "Invalid login or password.")));
    await expect(client.post("/api/ext/{ext}/login", { username: "a", password: "b" }, { schema: z.string() })).rejects.toMatchObject({ code: 401 });
    expect(selectNotifications(store.getState())).toEqual([expect.objectContaining({ type: "danger", message: "Invalid login or password." })]);
  });

  it("shows the session expiry of a token refresh, even when the retried call fails", async () => {
    const { store, client, config } = createSyncTestStore({ tokens: { token: "old", refreshToken: "r1" } });
    server.use(
      http.post(apiUrl(config, "/api/ext/{ext}/refresh"), () =>
        envelopeReply("new", { meta: { refreshToken: "r2", session_expires: "2030-01-01T10:00:00.000Z" } }),
      ),
      http.get(apiUrl(config, "/api/ext/{ext}/me"), ({ request }) =>
        new URL(request.url).searchParams.get("token") === "new" ? errorReply(500, "Profile locked") : errorReply(401, "expired"),
      ),
    );
    await expect(client.get("/api/ext/{ext}/me", { schema: z.object({}), auth: true, silent: true })).rejects.toMatchObject({ code: 500 });
    expect(selectSessionExpires(store.getState())).toBe("2030-01-01T10:00:00.000Z");
  });

  it("turns a queued call dropped for good into syncTaskFailed, its error as plain data", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const seen: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push(action as UnknownAction);
      return next(action);
    };
    const setup = createTestClient();
    const extra: SyncExtra = { config: setup.config, clock: setup.clock, api: setup.client };
    const store = configureStore({
      reducer: combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice),
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(recorder),
    });
    bindSyncQueueToStore(setup.queue, store, setup.clock);
    server.use(http.post(apiUrl(setup.config, "/api/order"), () => new HttpResponse("oops", { headers: { "content-type": "text/plain" } })));
    await expect(setup.client.post("/api/order", { items: [1] }, { schema: z.unknown(), queue: true, callbackEvent: "order-sent" })).rejects.toMatchObject({
      kind: "bad-content-type",
    });
    expect(seen.filter((action) => syncTaskFailed.match(action))).toEqual([
      syncTaskFailed({
        callbackEvent: "order-sent",
        task: expect.objectContaining({ url: apiUrl(setup.config, "/api/order"), transmited: false }) as never,
        error: { kind: "bad-content-type", message: "Error with response - bad content-type!", code: 200, fieldErrors: [] },
      }),
    ]);
    // RTK's serializability check found nothing to complain about.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("mirrors connectivity, queue size, session expiry and the refresh lock", async () => {
    const { store, client, config, queue } = createSyncTestStore();
    server.use(http.get(apiUrl(config, "/api/ext/{ext}/me"), () => envelopeReply({}, { meta: { session_expires: "2026-01-15T13:00:00Z" } })));
    await client.get("/api/ext/{ext}/me", { schema: z.object({}) });
    expect(selectSessionExpires(store.getState())).toBe("2026-01-15T13:00:00Z");
    queue.setOnline(false, "browser");
    expect(selectIsOnline(store.getState())).toBe(false);
    expect(store.getState().connectivity).toMatchObject({ online: false, reason: "browser" });
    void queue.queue({ url: "http://localhost:8787/x", method: "POST", body: 1 });
    await queue.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectPendingTaskCount(store.getState())).toBe(1);
    expect(selectTokenRefreshLock(store.getState())).toBe(0);
  });

  it.each([
    ["a refresh in progress", { lock: 1, attempts: 1 }],
    ["a failed refresh", { lock: -1, attempts: 2 }],
    ["the lock reset", { lock: 0, attempts: 0 }],
  ])("mirrors the refresh lock of %s (commerce-core.md §4: 0 idle, positive in progress, -1 failed)", (_case, state) => {
    const { store, queue } = createSyncTestStore();
    queue.events.emit("token-refresh-changed", { lock: 5, attempts: 5 });
    queue.events.emit("token-refresh-changed", state);
    expect(selectTokenRefreshLock(store.getState())).toBe(state.lock);
    expect(store.getState().syncQueue).toMatchObject({ tokenRefreshLock: state.lock, tokenRefreshAttempts: state.attempts });
  });

  it("turns cart-id-missing, session-ended, show-login and task-done into actions, and unbinds", async () => {
    const seen: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push(action as UnknownAction);
      return next(action);
    };
    const setup = createTestClient({ tokens: { token: "old" } });
    const extra: SyncExtra = { config: setup.config, clock: setup.clock, api: setup.client };
    const store = configureStore({
      reducer: combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice),
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(recorder),
    });
    const unbind = bindSyncQueueToStore(setup.queue, store, setup.clock);
    setup.queue.events.emit("cart-id-missing", { taskId: "t1", url: "u" });
    setup.queue.events.emit("session-ended", { reason: "refresh-failed" });
    setup.queue.events.emit("show-login", { reason: "refresh-failed" });
    server.use(http.get(apiUrl(setup.config, "/api/x"), () => envelopeReply(1)));
    await setup.client.get("/api/x", { schema: z.number(), callbackEvent: "x-loaded" });
    expect(seen.filter((action) => action.type.startsWith("syncQueue/") && !action.type.includes("Changed"))).toEqual([
      cartIdMissing({ taskId: "t1", url: "u" }),
      sessionEnded({ reason: "refresh-failed" }),
      loginRequested({ reason: "refresh-failed" }),
      syncTaskDone({ callbackEvent: "x-loaded", task: expect.objectContaining({ result: 1 }) as never }),
    ]);
    unbind();
    const count = seen.length;
    setup.queue.events.emit("cart-id-missing", { taskId: "t2", url: "u" });
    expect(seen).toHaveLength(count);
  });
});
