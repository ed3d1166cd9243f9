import { createAsyncThunk, nanoid } from "@reduxjs/toolkit";
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

/**
 * Shows a notification (commerce-core.md §4/§9): unknown types become danger, a repeat of
 * the last message is skipped (resolves to null), and it is removed after its lifetime
 * (5000 ms by default) unless hasNoTimeout. Resolves to the new notification's id.
 */
export const spawnNotification = createAsyncThunk<
  string | null,
  NotificationInput,
  { state: { notifications: NotificationsState }; extra: CoreExtra }
>("notifications/spawn", (input, { dispatch, getState, extra }) => {
  const notification = parseNotificationInput(input, nanoid(), extra.clock.now());
  if (repeatsLastNotification(getState().notifications.items, notification)) return null;
  dispatch(notificationAdded(notification));
  const lifetime = notificationLifetime(notification, extra.config.notifications.timeToLiveMs);
  if (lifetime !== undefined) {
    extra.clock.setTimeout(() => dispatch(notificationRemoved(notification.id)), lifetime);
  }
  return notification.id;
});
