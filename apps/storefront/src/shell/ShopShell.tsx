import { selectNotifications, notificationRemoved, formatPrice, type Notification, type NotificationAction } from "@shop/core";
import { useCartCount, useCartLines, useRemoveItem, useUpdateQuantity } from "@shop/cart/react";
import { useTheme, useNewsletterModal, useNewsletterSubscribe } from "@shop/cms/react";
import { useIsLoggedIn, useSessionCheckOnNavigation } from "@shop/user/react";
import { selectIsOnline } from "@shop/sync-queue";
import { selectClientSubtotal } from "@shop/cart";
import {
  DefaultLayout,
  EmptyLayout,
  NewsletterModal,
  Footer,
  Header,
  LanguageSidebar,
  MiniCart,
  MinimalLayout,
  MobileHeader,
  NotificationToasts,
  OfflineBadge,
  TabbedNavigation,
  UspBar,
} from "@shop/ui";
import { useMemo, type MouseEvent, type ReactNode } from "react";
import { useDispatch, useSelector } from "react-redux";
import { useLocation, useMatches, useNavigate, useNavigation } from "react-router-dom";
import type { ShopState } from "@shop/store";
import { useShop } from "../app/shop-context";
import { useHydrated } from "../store/use-rehydrated";
import { alternatesOf, routeHandleOf } from "../app/route-handle";
import { alternateUrls } from "../head/alternate-urls";
import { cartLineItemOf } from "../cart/cart-line-items";
import { imageUrlBuilder } from "./image-url";
import { customerServiceHrefOf, footerOf, menuOf, uspItemsOf } from "./theme-props";
import { SearchPanelContainer } from "./SearchPanelContainer";
import { ShopModalHost } from "./shop-modals";
import { useUiFlags } from "./ui-flags";
import { ChangePasswordContainer } from "./ChangePasswordContainer";

/** The layout a route asks for (presentation-content.md §2: a route's meta layout). */
export function ShopShell({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const layout = routeHandleOf(matches).layout;
  if (layout === "empty") return <EmptyLayout>{children}</EmptyLayout>;
  if (layout === "minimal") return <MinimalShell>{children}</MinimalShell>;
  return <DefaultShell checkout={layout === "checkout"}>{children}</DefaultShell>;
}

function MinimalShell({ children }: { children: ReactNode }) {
  const { localize } = useShop();
  return (
    <MinimalLayout homeHref={localize("/")} footer={<Notifications />}>
      {children}
    </MinimalLayout>
  );
}

function DefaultShell({ children, checkout }: { children: ReactNode; checkout: boolean }) {
  const { config, view, localize } = useShop();
  const location = useLocation();
  const navigation = useNavigation();
  const flags = useUiFlags();
  const theme = useTheme();
  const loggedIn = useIsLoggedIn();
  const cartQuantity = useCartCount();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  useSessionCheckOnNavigation(location.pathname, checkout);
  const menu = useMemo(() => menuOf(theme, view, config), [theme, view, config]);
  const usp = useMemo(() => uspItemsOf(theme, view, config), [theme, view, config]);
  const isHome = localize("/") === location.pathname || location.pathname === localize("/pwa.html");
  const openMiniCart = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    flags.show("microcart");
  };
  return (
    <DefaultLayout
      checkout={checkout}
      progressBar={navigation.state === "loading" ? <div className="shop-progress-bar" role="progressbar" aria-label="Loading" /> : null}
      uspBar={checkout || usp.length === 0 ? null : <UspBar items={usp} />}
      header={
        <Header
          homeHref={localize("/")}
          isHome={isHome}
          checkout={checkout}
          menu={menu}
          languageCode={view.i18n.defaultLanguage}
          onLanguageClick={() => flags.show("language")}
          accountHref={localize(loggedIn ? "/my-account" : "/login")}
          loggedIn={loggedIn}
          onSearchClick={() => flags.show("search")}
          {...(customerServiceHrefOf(theme, view, config) !== undefined && { customerServiceHref: customerServiceHrefOf(theme, view, config) })}
          cartHref={localize("/winkelwagen/")}
          cartQuantity={cartQuantity}
          onCartClick={openMiniCart}
          imageUrl={imageUrl}
        />
      }
      mobileHeader={
        <MobileHeader
          homeHref={localize("/")}
          checkout={checkout}
          menuOpen={flags.open === "menu"}
          onMenuClick={() => (flags.open === "menu" ? flags.close() : flags.show("menu"))}
          onSearchClick={() => flags.show("search")}
          cartHref={localize("/winkelwagen/")}
          cartQuantity={cartQuantity}
          onCartClick={openMiniCart}
        />
      }
      footer={<FooterContainer />}
      tabbedNavigation={<TabbedNavigation open={flags.open === "menu"} categories={menu} onClose={flags.close} />}
      miniCart={<MiniCartContainer />}
      languageSidebar={<LanguageSidebarContainer />}
      changePasswordSidebar={<ChangePasswordContainer />}
      searchPanel={<SearchPanelContainer />}
      modals={
        <>
          <ShopModalHost />
          {!checkout && <NewsletterModalContainer />}
        </>
      }
      notifications={<Notifications />}
      offlineBadge={<OfflineBadgeContainer />}
    >
      {children}
    </DefaultLayout>
  );
}

function FooterContainer() {
  const { config, view, localize } = useShop();
  const theme = useTheme();
  const subscribe = useNewsletterSubscribe();
  const footer = useMemo(() => footerOf(theme, view, config), [theme, view, config]);
  return (
    <Footer
      homeHref={localize("/")}
      linkColumns={footer.linkColumns}
      copyright={footer.copyright}
      {...(footer.paymentMethods.length > 0 && { paymentMethods: footer.paymentMethods })}
      {...(footer.newsletterTitle !== null && { newsletter: { title: footer.newsletterTitle, subtitle: footer.newsletterSubtitle, onSubscribe: subscribe.subscribe } })}
    />
  );
}

/** The newsletter modal (presentation-content.md §2, §9: opened by @shop/cms 8 s after load, once per browser), worded like the footer's block. */
function NewsletterModalContainer() {
  const { config, view } = useShop();
  const theme = useTheme();
  const modal = useNewsletterModal();
  const subscribe = useNewsletterSubscribe();
  const footer = useMemo(() => footerOf(theme, view, config), [theme, view, config]);
  return (
    <NewsletterModal
      open={modal.open}
      onClose={modal.close}
      onSubscribe={subscribe.subscribe}
      feedbackMs={subscribe.feedbackMs}
      resetMs={subscribe.resetMs}
      debounceMs={subscribe.debounceMs}
      {...(footer.newsletterTitle !== null && { title: footer.newsletterTitle, subtitle: footer.newsletterSubtitle })}
    />
  );
}

function MiniCartContainer() {
  const { config, view, localize } = useShop();
  const flags = useUiFlags();
  const lines = useCartLines();
  const { remove, pending: removing } = useRemoveItem();
  const { update, pending: updating } = useUpdateQuantity();
  const subtotal = useSelector((state: ShopState) => selectClientSubtotal(state));
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const items = useMemo(
    () => lines.map((line) => cartLineItemOf(line, view, localize, (src) => imageUrl(src, 105, 150), updating.has(line.identity) || removing.has(line.identity))),
    [lines, view, localize, imageUrl, updating, removing],
  );
  return (
    <MiniCart
      open={flags.open === "microcart"}
      items={items}
      subtotal={String(formatPrice(subtotal, view.i18n))}
      checkoutHref={localize("/checkout/")}
      onRemove={(id) => void remove(id).catch(() => undefined)}
      onQuantityChange={(id, qty) => void update(id, qty).catch(() => undefined)}
      onClose={flags.close}
    />
  );
}

function LanguageSidebarContainer() {
  const { config, view } = useShop();
  const flags = useUiFlags();
  const location = useLocation();
  const matches = useMatches();
  const own = alternatesOf(matches);
  const alternates = useMemo(() => alternateUrls(location.pathname + location.search, config, own), [location.pathname, location.search, config, own]);
  const stores = useMemo(
    () => Object.values(config.storeViews.views).map((store) => ({ storeCode: store.storeCode, label: store.i18n.fullLanguageName, lang: store.i18n.defaultLocale })),
    [config],
  );
  return (
    <LanguageSidebar
      open={flags.open === "language"}
      stores={stores}
      currentStoreCode={view.storeCode}
      onApply={(storeCode) => {
        flags.close();
        // A full load: the other store view's texts, state and cache entry (§2 Language sidebar).
        const target = alternates[storeCode];
        if (target !== undefined && storeCode !== view.storeCode) window.location.assign(target);
      }}
      onClose={flags.close}
    />
  );
}

function Notifications() {
  const notifications = useSelector((state: ShopState) => selectNotifications(state));
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { localize } = useShop();
  const onAction = (notification: Notification, action: NotificationAction) => {
    const command = action.command;
    if (command.kind === "navigate") void navigate(localize(command.to));
    if (command.kind === "dispatch") dispatch({ type: command.action.type, payload: command.action.payload });
    dispatch(notificationRemoved(notification.id));
  };
  return <NotificationToasts notifications={notifications} onAction={onAction} onClose={(id) => dispatch(notificationRemoved(id))} />;
}

function OfflineBadgeContainer() {
  const online = useSelector((state: ShopState) => selectIsOnline(state));
  // A page the service worker serves offline was rendered online: the badge follows hydration.
  const hydrated = useHydrated();
  return <OfflineBadge offline={hydrated && !online} />;
}

