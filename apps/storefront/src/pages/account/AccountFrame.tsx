import { AccountNavigation, Spinner, useTranslate } from "@shop/ui";
import { useLogout } from "@shop/user/react";
import { useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { PageHead } from "../../head/PageHead";
import { useAccountAccess } from "./use-account-access";
import "./account.css";

/** The account navigation's entries in the route's store view (ids as @shop/ui's ACCOUNT_NAV_ITEMS). */
function useAccountNavItems() {
  const { localize } = useShop();
  return [
    { id: "account", label: "My account", href: localize("/my-account") },
    { id: "orders", label: "My orders", href: localize("/my-account/orders") },
    { id: "details", label: "My profile", href: localize("/my-account/details") },
  ];
}

/** The neutral shell the server renders for an account page (no shopper data), and the client until it knows the session. */
export function AccountPending() {
  const t = useTranslate();
  return (
    <p className="shop-account-page__pending" role="status">
      <Spinner size={24} />
      <span>{t("Loading…")}</span>
    </p>
  );
}

/**
 * An account page (presentation-content.md §2 /my-account…): `noindex`, the account navigation
 * with Log out beside the page, and the page's content only for a logged-in customer once the
 * browser has restored the session; a guest is sent to /login.
 */
export function AccountFrame({ title, titleValues, children }: { title: string; titleValues?: Record<string, string>; children: () => ReactNode }) {
  const t = useTranslate();
  const [leaving, setLeaving] = useState(false);
  const access = useAccountAccess(leaving);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { localize } = useShop();
  const items = useAccountNavItems();
  const onLogout = () => {
    // The guard must not meet the guest this logout makes and ask for a login: the shopper goes home.
    setLeaving(true);
    void logout()
      .catch(() => undefined)
      .then(() => navigate(localize("/")));
  };
  return (
    <div className="shop-account-page">
      <PageHead title={t(title, titleValues)} noindex />
      {access === "customer" ? (
        <>
          <AccountNavigation className="shop-account-page__nav" currentPath={location.pathname} items={items} onLogout={onLogout} />
          <div className="shop-account-page__main">{children()}</div>
        </>
      ) : (
        <div className="shop-account-page__main">
          <AccountPending />
        </div>
      )}
    </div>
  );
}
