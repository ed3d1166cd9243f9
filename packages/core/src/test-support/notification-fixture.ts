import type { Notification } from "../notifications/notification.schema";

/** One i18n key whose text differs by its value (commerce-core.md §8 profile failure). */
export const ACCOUNT_ERROR = "We could not update your account: {{message}}";

/** A stored info notification for the rule and reducer tables; its id is the message unless given. */
export function notificationFixture(message: string, values?: Record<string, string | number>, id = message): Notification {
  return { id, type: "info", message, ...(values !== undefined && { values }), hasNoTimeout: false, createdAt: 0 };
}
