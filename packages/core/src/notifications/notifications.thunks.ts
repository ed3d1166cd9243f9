import { createAsyncThunk, nanoid, type ThunkAction, type UnknownAction } from "@reduxjs/toolkit";
import { formatIssuesInline, toConfigIssues } from "../config/create-config";
import type { CoreExtra } from "../thunk-extra";
import { notificationInputSchema, type Notification, type NotificationInput } from "./notification.schema";
import { notificationAdded, notificationRemoved, type NotificationsState } from "./notifications.slice";
import { notificationLifetime, repeatsLastNotification } from "./rules/notification-rules";
import { normalizeNotificationType } from "./rules/notification-type";

/** Thrown for a notification that breaks the spec's shape (e.g. a third action). */
export class NotificationInputError extends Error {
  constructor(details: string) {
    super(`Invalid notification: ${details}`);
    this.name = "NotificationInputError";
  }
}

export function parseNotificationInput(input: NotificationInput, id: string, createdAt: number): Notification {
  const result = notificationInputSchema.safeParse(input);
  if (!result.success) {
    throw new NotificationInputError(formatIssuesInline(toConfigIssues(result.error.issues)));
  }
  // An incoming id is dropped: ids come from the store so each removal timer hits one notification.
  const { id: _incomingId, type, values, action1, action2, timeToLive, ...rest } = result.data;
  return {
    ...rest,
    id,
    createdAt,
    type: normalizeNotificationType(type),
    ...(values !== undefined && { values }),
    ...(action1 !== undefined && { action1 }),
    ...(action2 !== undefined && { action2 }),
    ...(timeToLive !== undefined && { timeToLive }),
  };
}

type NotificationsRootState = { notifications: NotificationsState };
type NotificationDispatch = (action: UnknownAction) => unknown;

/**
 * Notification ids whose removal timer is armed, per store (keyed by the store's own thunk
 * `dispatch`, one per store): a spawn and the arming after hydration, or two armings, never
 * arm two timers for one notification. An id leaves when its timer fires.
 */
const armedByStore = new WeakMap<NotificationDispatch, Set<string>>();

/** Arms the removal of one notification after `lifetime` ms, unless one is armed for its id. */
function armRemoval(dispatch: NotificationDispatch, clock: CoreExtra["clock"], id: string, lifetime: number): boolean {
  let armed = armedByStore.get(dispatch);
  if (!armed) {
    armed = new Set();
    armedByStore.set(dispatch, armed);
  }
  if (armed.has(id)) return false;
  const ids = armed;
  ids.add(id);
  clock.setTimeout(() => {
    ids.delete(id);
    dispatch(notificationRemoved(id));
  }, lifetime);
  return true;
}

/**
 * Shows a notification (commerce-core.md §4/§9): unknown types become danger, a repeat of
 * the last message is skipped (resolves to null), and it is removed after its lifetime
 * (5000 ms by default) unless hasNoTimeout. During a server render (`extra.runtime` "server")
 * no timer is armed: the notification goes into the serialised state, and the browser arms
 * its removal after hydration (`armNotificationTimers`). Resolves to the new notification's id.
 */
export const spawnNotification = createAsyncThunk<string | null, NotificationInput, { state: NotificationsRootState; extra: CoreExtra }>(
  "notifications/spawn",
  (input, { dispatch, getState, extra }) => {
    const notification = parseNotificationInput(input, nanoid(), extra.clock.now());
    if (repeatsLastNotification(getState().notifications.items, notification)) return null;
    dispatch(notificationAdded(notification));
    const lifetime = notificationLifetime(notification, extra.config.notifications.timeToLiveMs);
    // A timer on the server would outlive the request and remove nothing the shopper sees.
    if (lifetime !== undefined && extra.runtime !== "server") armRemoval(dispatch, extra.clock, notification.id, lifetime);
    return notification.id;
  },
);

/**
 * For the browser, once after hydration: arms the removal timer of every notification already
 * in state (raised during the server render, which arms none), its lifetime
 * (`notificationLifetime`: 5000 ms, its own timeToLive, none with hasNoTimeout) counted from
 * now, when the shopper first sees it. A notification whose timer is armed already (spawned in
 * this store, or armed by an earlier call) is skipped. On a server store it arms nothing.
 * Returns the ids it armed a timer for.
 */
export const armNotificationTimers =
  (): ThunkAction<string[], NotificationsRootState, CoreExtra, UnknownAction> =>
  (dispatch, getState, extra) => {
    if (extra.runtime === "server") return [];
    const armed: string[] = [];
    for (const notification of getState().notifications.items) {
      const lifetime = notificationLifetime(notification, extra.config.notifications.timeToLiveMs);
      if (lifetime !== undefined && armRemoval(dispatch, extra.clock, notification.id, lifetime)) armed.push(notification.id);
    }
    return armed;
  };
