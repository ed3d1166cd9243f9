import { z } from "zod";

export const NOTIFICATION_TYPES = ["secondary", "info", "success", "warning", "danger"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What happens when a notification's action is pressed, as data so it can live in the store.
 * The notification always closes afterwards. Strict at every level, like the notification: an
 * extra or misspelled key is an error, never dropped.
 */
export const notificationCommandSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("close") }),
  z.strictObject({ kind: z.literal("navigate"), to: z.string().min(1) }),
  z.strictObject({
    kind: z.literal("dispatch"),
    action: z.strictObject({ type: z.string().min(1), payload: z.json().optional() }),
  }),
]);
export type NotificationCommand = z.infer<typeof notificationCommandSchema>;

/**
 * Strict: a misspelled `command` would otherwise be dropped and the button fall back to
 * "close"; the spec's `handler` function is not data and is refused too.
 */
export const notificationActionSchema = z.strictObject({
  /** i18n key; English spec wording, e.g. "Proceed to checkout". */
  label: z.string().min(1),
  command: notificationCommandSchema.default({ kind: "close" }),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/**
 * commerce-core.md §3 "Notification": id, type, message, action1 with label, hasNoTimeout,
 * timeToLive. Strict, so a third action or a misspelled field is an error, not lost silently.
 */
export const notificationInputSchema = z
  .object({
    /** The spec's field is accepted but not used: the store gives each notification its own id. */
    id: z.unknown().optional(),
    /** Anything: a value other than the five types (a non-string too) is shown as danger (commerce-core.md §4). */
    type: z.unknown().optional(),
    /** i18n key: the spec's English wording, interpolated with `values`. */
    message: z.string().min(1, "A notification needs a message"),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    action1: notificationActionSchema.optional(),
    action2: notificationActionSchema.optional(),
    hasNoTimeout: z.boolean().default(false),
    timeToLive: z.number().int().positive().optional(),
  })
  .strict();
export type NotificationInput = z.input<typeof notificationInputSchema>;

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  values?: Record<string, string | number>;
  action1?: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout: boolean;
  timeToLive?: number;
  createdAt: number;
}
