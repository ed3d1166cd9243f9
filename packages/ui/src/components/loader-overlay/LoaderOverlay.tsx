import { useTranslate } from "../../text/text-context";
import { Spinner } from "../spinner/Spinner";

export interface LoaderOverlayProps {
  /** The loader UI flag (presentation-content.md §4). */
  visible: boolean;
  /** The message, an i18n key; default 'Loading…'. */
  message?: string;
}

/**
 * presentation-content.md §2 "Loading overlay with message", §9 "loader overlay 65% black":
 * covers the page and blocks it while the app works (e.g. placing an order). The message is
 * announced through a status region.
 */
export function LoaderOverlay({ visible, message }: LoaderOverlayProps) {
  const t = useTranslate();
  if (!visible) return null;
  return (
    <div className="shop-loader-overlay" role="status" aria-live="polite" aria-busy="true">
      <Spinner size={40} />
      <p className="shop-loader-overlay__message">{message === undefined ? t("Loading…") : t(message)}</p>
    </div>
  );
}
