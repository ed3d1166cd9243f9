import { cx } from "../../internal/cx";
import { ChevronLeftIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { backTarget } from "./rules/back-target";

export interface BackToPreviousProps {
  /** The stored previous path (the app's navigation history), if any. */
  previousPath: string | null | undefined;
  /** Where to go without a previous path. */
  fallbackPath: string;
  /** The page the shopper is on: a previous path equal to it does not count. */
  currentPath?: string;
  /** An i18n key; default 'Back'. */
  label?: string;
  className?: string;
}

/** presentation-content.md §2 back-to-previous-page control: the stored previous path, otherwise the given target. */
export function BackToPrevious({ previousPath, fallbackPath, currentPath, label, className }: BackToPreviousProps) {
  const t = useTranslate();
  const href = backTarget(previousPath, fallbackPath, currentPath);
  return (
    <ShopLink className={cx("shop-back-link", className)} href={href}>
      <ChevronLeftIcon size={18} />
      <span>{label === undefined ? t("Back") : t(label)}</span>
    </ShopLink>
  );
}
