import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface Crumb {
  /** Shown as given (translate before). */
  label: string;
  href?: string;
}

/** Breadcrumbs (§2 blog "Home > Blog"): the last crumb is the current page, not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useTranslate();
  return (
    <nav className="shop-breadcrumbs" aria-label={t("Breadcrumbs")}>
      <ol className="shop-breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="shop-breadcrumbs__item">
              {last || !crumb.href ? (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              ) : (
                <ShopLink href={crumb.href}>{crumb.label}</ShopLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
