import { cx } from "../../internal/cx";
import { ChevronRightIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface Crumb {
  /** Shown as given (category names, 'Home' translated by the app). */
  label: string;
  /** The crumb's page; the last crumb (the current page) needs none. */
  href?: string | undefined;
}

export interface BreadcrumbsProps {
  /** From the start page to the current page (the search service's navigation.breadcrumbs, or the category's path). */
  crumbs: readonly Crumb[];
  className?: string;
}

/**
 * The path to the current page (presentation-content.md §3 listing navigation breadcrumbs,
 * §2 "Breadcrumbs Home > Blog"): a navigation landmark with an ordered list; every crumb but
 * the last is a link, the last is the current page (aria-current). Long paths wrap.
 */
export function Breadcrumbs({ crumbs, className }: BreadcrumbsProps) {
  const t = useTranslate();
  if (crumbs.length === 0) return null;
  return (
    <nav className={cx("shop-breadcrumbs", className)} aria-label={t("Breadcrumbs")}>
      <ol className="shop-breadcrumbs__list">
        {crumbs.map((item, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="shop-breadcrumbs__item">
              {last || item.href === undefined ? (
                <span className="shop-breadcrumbs__current" aria-current={last ? "page" : undefined}>
                  {item.label}
                </span>
              ) : (
                <ShopLink className="shop-breadcrumbs__link" href={item.href}>
                  {item.label}
                </ShopLink>
              )}
              {!last && <ChevronRightIcon size={14} className="shop-breadcrumbs__separator" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
