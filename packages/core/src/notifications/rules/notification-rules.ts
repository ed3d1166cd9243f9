import type { Notification } from "../notification.schema";

/** commerce-core.md §4: a notification with the same message as the last one is not repeated. */
export function repeatsLastNotification(current: readonly Notification[], message: string): boolean {
  return current.at(-1)?.message === message;
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
