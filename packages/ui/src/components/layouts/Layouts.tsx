import type { ReactNode } from "react";
import { cx } from "../../internal/cx";
import { Wordmark } from "../../internal/logo";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

const MAIN_ID = "shop-main";

function SkipLink() {
  const t = useTranslate();
  // An in-page fragment: the browser moves focus to <main>; never the router's (linkKind "plain").
  return (
    <a className="shop-skip-link" href={`#${MAIN_ID}`}>
      {t("Skip to content")}
    </a>
  );
}

export interface DefaultLayoutProps {
  /** Page content. */
  children?: ReactNode;
  /** Checkout: the footer is hidden (presentation-content.md §2 Layouts). */
  checkout?: boolean;
  progressBar?: ReactNode;
  uspBar?: ReactNode;
  header?: ReactNode;
  mobileHeader?: ReactNode;
  footer?: ReactNode;
  /** Overlays, rendered after the page: mini cart, language, change-password and search sidebars, tabbed navigation. */
  miniCart?: ReactNode;
  languageSidebar?: ReactNode;
  changePasswordSidebar?: ReactNode;
  searchPanel?: ReactNode;
  tabbedNavigation?: ReactNode;
  modals?: ReactNode;
  notifications?: ReactNode;
  offlineBadge?: ReactNode;
}

/**
 * The default layout (presentation-content.md §2): usp bar, header, mobile header, page,
 * footer (hidden on checkout), then the sidebars, modals, notifications and offline badge.
 * Each region is a slot, so the app passes its connected containers.
 */
export function DefaultLayout(props: DefaultLayoutProps) {
  const { children, checkout = false } = props;
  return (
    <div className={cx("shop-layout", "shop-layout--default", checkout && "shop-layout--checkout")}>
      <SkipLink />
      {props.progressBar}
      {props.uspBar}
      {props.header}
      {props.mobileHeader}
      <main id={MAIN_ID} className="shop-layout__main" tabIndex={-1}>
        {children}
      </main>
      {!checkout && props.footer}
      {props.tabbedNavigation}
      {props.miniCart}
      {props.languageSidebar}
      {props.changePasswordSidebar}
      {props.searchPanel}
      {props.modals}
      {props.notifications}
      {props.offlineBadge}
    </div>
  );
}

export interface MinimalLayoutProps {
  children?: ReactNode;
  homeHref: string;
  logo?: ReactNode;
  footer?: ReactNode;
}

/** The minimal layout (checkout and error, presentation-content.md §2): a logo-only header and the footer. */
export function MinimalLayout({ children, homeHref, logo, footer }: MinimalLayoutProps) {
  return (
    <div className="shop-layout shop-layout--minimal">
      <SkipLink />
      <header className="shop-minimal-header">
        <ShopLink className="shop-minimal-header__logo" href={homeHref}>
          {logo ?? <Wordmark />}
        </ShopLink>
      </header>
      <main id={MAIN_ID} className="shop-layout__main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}

export interface EmptyLayoutProps {
  children?: ReactNode;
}

/** The empty layout of the single-component preview route (presentation-content.md §2). */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return (
    <div className="shop-layout shop-layout--empty">
      <main id={MAIN_ID} className="shop-layout__main">
        {children}
      </main>
    </div>
  );
}
