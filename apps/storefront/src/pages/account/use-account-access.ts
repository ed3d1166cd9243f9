import { spawnNotification } from "@shop/core";
import { useIsLoggedIn, useUserDispatch } from "@shop/user/react";
import type { ShopState } from "@shop/store";
import { useEffect, useState } from "react";
import { useSelector } from "react-redux";
import { useLocation, useNavigate } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { accountAccess, isUserRehydrated, type AccountAccess } from "./account-access";
import { loginHrefFor } from "./login-redirect";

/** commerce-core.md / presentation-content.md §6: the guest's notification on an account page. */
export const LOGIN_REQUIRED_MESSAGE = "You need to be logged in to see this page";

/** True from the first effect on: the server and the first client render see false. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The client's knowledge of the session: pending until mounted and restored. */
export function useAccountAccessState(): AccountAccess {
  const mounted = useMounted();
  const rehydrated = useSelector((state: ShopState) => isUserRehydrated(state));
  const loggedIn = useIsLoggedIn();
  return accountAccess({ mounted, rehydrated, loggedIn });
}

/**
 * An account page's guard: a guest is sent to /login (replacing the account page in the
 * history, with the page to come back to) and told 'You need to be logged in to see this page'.
 * `leaving`: the shopper is logging out here and the page goes elsewhere itself.
 */
export function useAccountAccess(leaving = false): AccountAccess {
  const access = useAccountAccessState();
  const dispatch = useUserDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { localize } = useShop();
  useEffect(() => {
    if (access !== "guest" || leaving) return;
    void dispatch(spawnNotification({ type: "warning", message: LOGIN_REQUIRED_MESSAGE }));
    void navigate(loginHrefFor(localize("/login"), location.pathname + location.search), { replace: true });
    // Once per guest: the page is left, so a later location is not this page's to redirect.
  }, [access, leaving]);
  return access;
}
