import { useState, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { usePointerFocusInside } from "../../internal/use-pointer-focus-inside";
import { AccountIcon, SearchIcon, ServiceIcon } from "../../internal/icons";
import { Wordmark } from "../../internal/logo";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { DesktopMenu } from "../mega-menu/DesktopMenu";
import type { ImageUrlBuilder, MenuCategory } from "../mega-menu/menu-types";
import { CartLink } from "./CartLink";
import { HEADER_MIN_HEIGHT_PX, headerVisualState } from "./rules/header-rules";
import { useHeaderScroll, type HeaderScrollOptions } from "./use-header-scroll";

export interface HeaderProps {
  homeHref: string;
  logo?: ReactNode;
  /** The home page: the header is transparent there until scrolled past 20 px. */
  isHome?: boolean;
  /** Checkout mode: 70 px, no menu and no icons (presentation-content.md §2). */
  checkout?: boolean;
  menu: readonly MenuCategory[];
  /** The store view's default language code, shown upper case. */
  languageCode: string;
  onLanguageClick: () => void;
  /** /my-account when logged in, /login otherwise (the container decides). */
  accountHref: string;
  loggedIn?: boolean;
  onSearchClick: () => void;
  /** The content service's customer service link; no contact icon without it. */
  customerServiceHref?: string;
  cartHref: string;
  cartQuantity: number;
  /** The cart icon was clicked, before it navigates: `preventDefault()` to open the mini cart instead. */
  onCartClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Scroll timings; the header listens only outside checkout. */
  scroll?: Omit<HeaderScrollOptions, "enabled">;
  imageUrl?: ImageUrlBuilder;
}

/**
 * The desktop header (presentation-content.md §2 Header, §4 header states): transparent on
 * home until scrolled more than 20 px, shrinking from 80 to 70 px, hovered while the pointer
 * or focus is on it, and reduced to the logo at 70 px in checkout.
 */
export function Header({
  homeHref,
  logo,
  isHome = false,
  checkout = false,
  menu,
  languageCode,
  onLanguageClick,
  accountHref,
  loggedIn = false,
  onSearchClick,
  customerServiceHref,
  cartHref,
  cartQuantity,
  onCartClick,
  scroll,
  imageUrl,
}: HeaderProps) {
  const t = useTranslate();
  const { height, scrolled } = useHeaderScroll({ ...scroll, enabled: !checkout });
  const { pointerInside, focusInside, handlers } = usePointerFocusInside();
  const [menuOpen, setMenuOpen] = useState(false);
  const hovered = pointerInside || focusInside || menuOpen;
  const state = headerVisualState({ isHome, scrolled, hovered, checkout });
  const language = languageCode.toUpperCase();
  return (
    <header
      className={cx("shop-header", isHome && !checkout && "shop-header--home")}
      data-state={state}
      data-checkout={checkout ? "" : undefined}
      style={{ "--shop-header-current-height": `${checkout ? HEADER_MIN_HEIGHT_PX : height}px` } as CSSProperties}
      {...handlers}
    >
      <div className="shop-header__bar">
        {/* The logo names the link (brand name), so visible and accessible names match. */}
        <ShopLink className="shop-header__logo" href={homeHref}>
          {logo ?? <Wordmark />}
        </ShopLink>
        {!checkout && <DesktopMenu categories={menu} onOpenChange={setMenuOpen} imageUrl={imageUrl} />}
        {!checkout && (
          <div className="shop-header__icons">
            <button type="button" className="shop-icon-button shop-header__language" aria-label={t("Language: {{language}}", { language })} onClick={onLanguageClick}>
              {language}
            </button>
            <ShopLink className={cx("shop-icon-button", loggedIn && "shop-icon-button--active")} href={accountHref} aria-label={t("Account")}>
              <AccountIcon />
            </ShopLink>
            <button type="button" className="shop-icon-button" aria-label={t("Search")} onClick={onSearchClick}>
              <SearchIcon />
            </button>
            {customerServiceHref && (
              <ShopLink className="shop-icon-button" href={customerServiceHref} aria-label={t("Customer service")}>
                <ServiceIcon />
              </ShopLink>
            )}
            <CartLink href={cartHref} quantity={cartQuantity} onClick={onCartClick} />
          </div>
        )}
      </div>
    </header>
  );
}
