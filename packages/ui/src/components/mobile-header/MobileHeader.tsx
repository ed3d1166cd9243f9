import type { MouseEvent, ReactNode } from "react";
import { MenuIcon, SearchIcon } from "../../internal/icons";
import { Wordmark } from "../../internal/logo";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { CartLink } from "../header/CartLink";

export interface MobileHeaderProps {
  homeHref: string;
  logo?: ReactNode;
  /** Checkout: only the logo (the Menu button is hidden, presentation-content.md §2). */
  checkout?: boolean;
  /** Whether the tabbed navigation is open (for aria-expanded). */
  menuOpen?: boolean;
  onMenuClick: () => void;
  onSearchClick: () => void;
  cartHref: string;
  cartQuantity: number;
  /** The cart icon was clicked, before it navigates: `preventDefault()` to open the mini cart instead. */
  onCartClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The 48 px mobile header below 1024 px: Menu button, logo, search and cart (presentation-content.md §2, §9). */
export function MobileHeader({ homeHref, logo, checkout = false, menuOpen = false, onMenuClick, onSearchClick, cartHref, cartQuantity, onCartClick }: MobileHeaderProps) {
  const t = useTranslate();
  return (
    <header className="shop-mobile-header" data-checkout={checkout ? "" : undefined}>
      <div className="shop-mobile-header__start">
        {!checkout && (
          <button type="button" className="shop-icon-button shop-mobile-header__menu" aria-expanded={menuOpen} onClick={onMenuClick}>
            <MenuIcon />
            <span>{t("Menu")}</span>
          </button>
        )}
      </div>
      <ShopLink className="shop-mobile-header__logo" href={homeHref}>
        {logo ?? <Wordmark height={20} />}
      </ShopLink>
      <div className="shop-mobile-header__end">
        {!checkout && (
          <>
            <button type="button" className="shop-icon-button" aria-label={t("Search")} onClick={onSearchClick}>
              <SearchIcon />
            </button>
            <CartLink href={cartHref} quantity={cartQuantity} onClick={onCartClick} />
          </>
        )}
      </div>
    </header>
  );
}
