import { spawnNotification, type CoreExtra, type NotificationsState } from "@shop/core";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { toSyncTaskFailure } from "../errors/sync-task-error";
import type { SyncQueue } from "../queue/sync-queue";
import { connectivityChanged } from "./connectivity.slice";
import { cartIdMissing, loginRequested, sessionEnded, syncTaskDone, syncTaskFailed } from "./sync-events.actions";
import { sessionExpiresReceived, syncQueueSizeChanged, tokenRefreshChanged } from "./sync-queue.slice";

/** A store whose thunks get at least core's `extra` and that holds core's notifications. */
export interface SyncBindableStore {
  dispatch: ThunkDispatch<{ notifications: NotificationsState }, CoreExtra, UnknownAction>;
}

/**
 * Turns the sync queue's events into actions: connectivity and queue state for the slices,
 * `cartIdMissing`, `sessionEnded`, `loginRequested`, `syncTaskDone`, `syncTaskFailed` (its error
 * as plain data) for other packages' listeners, and error notifications through core's
 * `spawnNotification`. Returns unbind.
 */
export function bindSyncQueueToStore(queue: SyncQueue, store: SyncBindableStore, clock: { now(): number }): () => void {
  const { dispatch } = store;
  dispatch(connectivityChanged({ online: queue.isOnline(), reason: "manual", at: clock.now() }));
  const unsubscribe = [
    queue.events.on("online-changed", ({ online, reason }) => dispatch(connectivityChanged({ online, reason, at: clock.now() }))),
    queue.events.on("queue-changed", ({ pending }) => dispatch(syncQueueSizeChanged(pending))),
    queue.events.on("token-refresh-changed", (state) => dispatch(tokenRefreshChanged(state))),
    queue.events.on("session-expires", ({ sessionExpires }) => dispatch(sessionExpiresReceived(sessionExpires))),
    queue.events.on("session-ended", (payload) => dispatch(sessionEnded(payload))),
    queue.events.on("show-login", (payload) => dispatch(loginRequested(payload))),
    queue.events.on("cart-id-missing", (payload) => dispatch(cartIdMissing(payload))),
    queue.events.on("task-done", (payload) => dispatch(syncTaskDone(payload))),
    queue.events.on("task-failed", ({ error, ...payload }) => dispatch(syncTaskFailed({ ...payload, error: toSyncTaskFailure(error) }))),
    queue.events.on("notification", (input) => void dispatch(spawnNotification(input))),
  ];
  return () => unsubscribe.forEach((off) => off());
}
