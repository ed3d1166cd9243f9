import { cx } from "../../internal/cx";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { ACCOUNT_NAV_ITEMS, activeAccountItem, type AccountNavItem } from "./rules/active-account-item";

export interface AccountNavigationProps {
  /** The path shown (the router's location), to mark the active entry. */
  currentPath: string;
  /** The entries; default My account, My orders, My profile at /my-account/… (the app passes store-prefixed addresses). */
  items?: readonly AccountNavItem[];
  /** Shows 'Log out' after the entries. */
  onLogout?: () => void;
  className?: string;
}

/**
 * The account area's navigation (presentation-content.md §2: /my-account, /my-account/orders,
 * /my-account/details): the entry of the current page is `aria-current="page"`; on a page
 * below one (an order's detail) that entry is marked `aria-current="true"`. A column beside the
 * account pages from 1024 px, a row of tabs above them on phones (CSS only).
 */
export function AccountNavigation({ currentPath, items = ACCOUNT_NAV_ITEMS, onLogout, className }: AccountNavigationProps) {
  const t = useTranslate();
  const active = activeAccountItem(items, currentPath);
  return (
    <nav className={cx("shop-account-nav", className)} aria-label={t("Account navigation")}>
      <ul className="shop-account-nav__list">
        {items.map((item) => {
          const current = active?.id === item.id ? (active.exact ? "page" : "true") : undefined;
          return (
            <li key={item.id} className="shop-account-nav__entry">
              <ShopLink href={item.href} className={cx("shop-account-nav__link", current && "shop-account-nav__link--active")} aria-current={current}>
                {t(item.label)}
              </ShopLink>
            </li>
          );
        })}
        {onLogout && (
          <li className="shop-account-nav__entry shop-account-nav__entry--logout">
            <button type="button" className="shop-account-nav__link shop-account-nav__logout" onClick={onLogout}>
              {t("Log out")}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
