import { useTranslate } from "../text/text-context";
import { Spinner } from "../components/spinner/Spinner";

/** A content list's loading state: a spinner, announced as 'Loading…'. */
export function LoadingState({ className }: { className: string }) {
  const t = useTranslate();
  return (
    <div className={className} role="status">
      <Spinner size={28} />
      <span className="shop-visually-hidden">{t("Loading…")}</span>
    </div>
  );
}

/** A content list that could not be loaded: the message (an i18n key) and Try again when the app can retry. */
export function ErrorState({ className, message, onRetry }: { className: string; message: string; onRetry?: (() => void) | undefined }) {
  const t = useTranslate();
  return (
    <div className={className} role="alert">
      <p>{t(message)}</p>
      {onRetry ? (
        <button type="button" className="shop-button shop-button--secondary" onClick={onRetry}>
          {t("Try again")}
        </button>
      ) : null}
    </div>
  );
}
