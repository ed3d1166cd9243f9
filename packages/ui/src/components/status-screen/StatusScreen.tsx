import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface StatusScreenProps {
  /** "not-found": the page-not-found screen (404); "error": the error screen (500/503, presentation-content.md §2 /error). */
  kind: "not-found" | "error";
  /** The store view's home. */
  homeHref: string;
  /** The error screen's 'Try again' (a reload); without it only the home link shows. */
  onRetry?: () => void;
}

const TEXTS = {
  "not-found": { title: "Page not found", message: "We can't find the page you're looking for." },
  error: { title: "Something went wrong", message: "An internal server error occurred. Please try again later." },
} as const;

/** The 404 and error screens (presentation-content.md §2 page-not-found and /error; §8 "404 and 500 pages"). */
export function StatusScreen({ kind, homeHref, onRetry }: StatusScreenProps) {
  const t = useTranslate();
  const text = TEXTS[kind];
  return (
    <section className="shop-status-screen" aria-labelledby={`shop-status-${kind}`}>
      <p className="shop-status-screen__code" aria-hidden="true">
        {kind === "not-found" ? "404" : "500"}
      </p>
      <h1 id={`shop-status-${kind}`} className="shop-status-screen__title">
        {t(text.title)}
      </h1>
      <p className="shop-status-screen__message">{t(text.message)}</p>
      <div className="shop-status-screen__actions">
        {onRetry !== undefined && (
          <button type="button" className="shop-button" onClick={onRetry}>
            {t("Try again")}
          </button>
        )}
        <ShopLink className={onRetry === undefined ? "shop-button" : "shop-button shop-button--secondary"} href={homeHref}>
          {t("Home")}
        </ShopLink>
      </div>
    </section>
  );
}
