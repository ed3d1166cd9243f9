import { useTranslate } from "../../text/text-context";

export interface OfflineBadgeProps {
  /** The connection state (the app tracks online/offline, commerce-core.md §4 "Network tasks"). */
  offline: boolean;
}

/**
 * presentation-content.md §2 "Offline badge: 'You are offline. Some features might not be
 * available.' fixed at the bottom". The live region stays mounted so going offline is
 * announced.
 */
export function OfflineBadge({ offline }: OfflineBadgeProps) {
  const t = useTranslate();
  return (
    <div className="shop-offline-badge" role="status">
      {offline && <p className="shop-offline-badge__text">{t("You are offline. Some features might not be available.")}</p>}
    </div>
  );
}
