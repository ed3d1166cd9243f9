import { fillTemplate } from "../../text/fill-template";
import type { Notification } from "../notification.schema";

type ShownText = Pick<Notification, "message" | "values">;

/** The English text a shopper reads: the message key filled with its values. */
const shownText = (notification: ShownText): string => fillTemplate(notification.message, notification.values);

/**
 * commerce-core.md §4: a notification with the same message as the last one is not repeated.
 * The message is the filled text, so one key with different values (e.g. two different server
 * errors in "We could not update your account: {{message}}") is two messages.
 */
export function repeatsLastNotification(current: readonly Notification[], next: ShownText): boolean {
  const last = current.at(-1);
  return last !== undefined && shownText(last) === shownText(next);
}

/**
 * commerce-core.md §9: notifications vanish after 5000 ms unless they have their own
 * timeToLive or hasNoTimeout. Returns undefined when the notification stays.
 */
export function notificationLifetime(
  notification: Pick<Notification, "hasNoTimeout" | "timeToLive">,
  defaultTimeToLiveMs: number,
): number | undefined {
  if (notification.hasNoTimeout) return undefined;
  return notification.timeToLive ?? defaultTimeToLiveMs;
}
