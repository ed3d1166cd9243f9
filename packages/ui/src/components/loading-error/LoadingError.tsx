import { cx } from "../../internal/cx";
import { AlertIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";

export interface LoadingErrorProps {
  /** Offline picks the connectivity message (presentation-content.md §8). */
  offline: boolean;
  onRetry: () => void;
  onClose: () => void;
  className?: string;
}

/**
 * presentation-content.md §2 loading-error component: 'An error occured while loading the
 * component.' or, offline, 'Component couldn't be loaded due to lack of network
 * connectivity.', with Try again and Close. Announced as an alert.
 */
export function LoadingError({ offline, onRetry, onClose, className }: LoadingErrorProps) {
  const t = useTranslate();
  return (
    <div className={cx("shop-loading-error", className)} role="alert">
      <AlertIcon className="shop-loading-error__icon" size={24} />
      <p className="shop-loading-error__message">
        {offline ? t("Component couldn't be loaded due to lack of network connectivity.") : t("An error occured while loading the component.")}
      </p>
      <div className="shop-loading-error__actions">
        <button type="button" className="shop-button" onClick={onRetry}>
          {t("Try again")}
        </button>
        <button type="button" className="shop-button shop-button--secondary" onClick={onClose}>
          {t("Close")}
        </button>
      </div>
    </div>
  );
}
