import { NOTIFICATION_TYPES, type NotificationType } from "../notification.schema";

/** commerce-core.md §4 "Notifications": anything but the five types is shown as danger. */
export function normalizeNotificationType(type: string): NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : "danger";
}
