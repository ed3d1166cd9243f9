import type { Notification, NotificationAction } from "@shop/core";
import { cx } from "../../internal/cx";
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";

export interface NotificationToastsProps {
  /** The notifications to show, oldest first (the @shop/core notifications slice's items). */
  notifications: readonly Notification[];
  /** An action button was pressed; the container runs its command and closes the notification. */
  onAction: (notification: Notification, action: NotificationAction) => void;
  /** The close icon was pressed. */
  onClose: (id: string) => void;
}

const ICONS = { success: CheckIcon, danger: AlertIcon, warning: AlertIcon, info: InfoIcon, secondary: InfoIcon } as const;

/**
 * Toast notifications (presentation-content.md §2 "toast notifications", commerce-core.md §8:
 * up to two actions plus a close icon). Removal after the lifetime is the store's job
 * (@shop/core spawnNotification); this only renders. Danger toasts are announced at once
 * (role alert), the others politely.
 */
export function NotificationToasts({ notifications, onAction, onClose }: NotificationToastsProps) {
  const t = useTranslate();
  return (
    <section className="shop-toasts" aria-label={t("Notifications")} aria-live="polite">
      {notifications.map((notification) => {
        const Icon = ICONS[notification.type];
        const actions = [notification.action1, notification.action2].filter((action) => action !== undefined);
        return (
          <div
            key={notification.id}
            className={cx("shop-toast", `shop-toast--${notification.type}`)}
            role={notification.type === "danger" ? "alert" : "status"}
            data-testid="notification"
          >
            <Icon className="shop-toast__icon" size={20} />
            <p className="shop-toast__message">{t(notification.message, notification.values)}</p>
            {actions.length > 0 && (
              <div className="shop-toast__actions">
                {actions.map((action, index) => (
                  // The first action is the primary one.
                  // Keyed by slot: two actions may share a label.
                  <button key={`action${index + 1}`} type="button" className={cx("shop-button shop-button--small", index > 0 && "shop-button--secondary")} onClick={() => onAction(notification, action)}>
                    {t(action.label)}
                  </button>
                ))}
              </div>
            )}
            <button type="button" className="shop-toast__close" aria-label={t("Close notification")} onClick={() => onClose(notification.id)}>
              <CloseIcon size={18} />
            </button>
          </div>
        );
      })}
    </section>
  );
}
