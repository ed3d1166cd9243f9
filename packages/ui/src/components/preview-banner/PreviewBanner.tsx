import { cx } from "../../internal/cx";
import { InfoIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";

export interface PreviewBannerProps {
  /** Leaves preview mode (the app drops the preview token and reloads the published page). */
  onExit?: () => void;
  /** The release being previewed (§2 content preview `release`), when one is. */
  release?: string;
  className?: string;
}

/**
 * Tells an editor the page shows draft content (presentation-content.md §1 "editors with a
 * preview token see draft content", §4 preview mode): a bar over the top of the page, with
 * the release when one is previewed and a way out. Shoppers never see it (no token).
 */
export function PreviewBanner({ onExit, release, className }: PreviewBannerProps) {
  const t = useTranslate();
  return (
    <aside className={cx("shop-preview-banner", className)} aria-label={t("Preview mode")}>
      <InfoIcon size={18} />
      <p className="shop-preview-banner__text">
        <strong>{t("Preview mode")}</strong> <span>{t("You are viewing draft content.")}</span>
        {release ? <span className="shop-preview-banner__release"> {t("Release: {{release}}", { release })}</span> : null}
      </p>
      {onExit ? (
        <button type="button" className="shop-button shop-button--small shop-button--secondary" onClick={onExit}>
          {t("Exit preview")}
        </button>
      ) : null}
    </aside>
  );
}
