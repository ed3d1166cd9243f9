import { NOTIFICATION_TYPES, type NotificationType } from "../notification.schema";

const isNotificationType = (type: unknown): type is NotificationType => (NOTIFICATION_TYPES as readonly unknown[]).includes(type);

/** commerce-core.md §4 "Notifications": anything but the five types (a non-string too) is shown as danger. */
export function normalizeNotificationType(type: unknown): NotificationType {
  return isNotificationType(type) ? type : "danger";
}
