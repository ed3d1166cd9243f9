import { GUEST_GROUP, customerGroupChanged, spawnNotification } from "@shop/core";
import type { CustomerCreateRequest, Customer } from "./customer.schemas";
import { USER_MESSAGES } from "./messages";
import { sessionCheck, sessionExpiryOutcome, type SessionCheck, type SessionExpiryOutcome } from "./rules/session";
import { loginModalRequested, userLoggedIn, userLoggedOut, type LogoutReason } from "./user.actions";
import { localDataLoaded, ordersLoaded, profileLoaded, sessionExpiresChanged, sessionStarted, userCleared } from "./user.slice";
import { createUserThunk } from "./user.thunk";

/** The customer's group as @shop/core keeps it (the one source of truth; catalog-pricing reprices on it). */
const groupOf = (customer: Customer) => ({ groupId: customer.group_id, groupToken: null });

/** GET me: the profile (and the session's end when the reply tells it). */
export const loadProfile = createUserThunk<Customer, undefined>("user/loadProfile", async (_arg, { dispatch, extra }) => {
  const { customer, sessionExpires } = await extra.user.api.me();
  dispatch(profileLoaded(customer));
  if (sessionExpires !== null) dispatch(sessionExpiresChanged(sessionExpires));
  dispatch(customerGroupChanged(groupOf(customer)));
  return customer;
});

/**
 * Login (commerce-core.md §4 Session and token): stores the token, then loads the profile and the
 * first page of orders; the customer's group goes to @shop/core, then `userLoggedIn` (the cart
 * authorizes its cart on it). On failure the user is cleared and the thunk fails.
 */
export const login = createUserThunk<Customer, { username: string; password: string }>("user/login", async ({ username, password }, { dispatch, getState, extra }) => {
  try {
    const grant = await extra.user.api.login(username, password);
    // A login over a session: the previous customer's cart and details end with it, so they are
    // never merged into this customer's cart (the cart is theirs on the server still).
    if (getState().user.token !== null) dispatch(userLoggedOut({ reason: "switched" }));
    dispatch(sessionStarted({ ...grant, at: extra.clock.now() }));
    // A new login starts the refresh lock afresh (commerce-core.md §4 "can be reset").
    extra.api.queue.resetTokenRefresh();
    const { customer } = await extra.user.api.me();
    dispatch(profileLoaded(customer));
    const page = await extra.user.api.orderHistory(extra.config.user.orderHistoryPageSize, 1);
    dispatch(ordersLoaded({ items: page.items, totalCount: page.total_count, currentPage: 1, pageSize: extra.config.user.orderHistoryPageSize }));
    dispatch(localDataLoaded());
    dispatch(customerGroupChanged(groupOf(customer)));
    dispatch(userLoggedIn({ customer }));
    return customer;
  } catch (error) {
    dispatch(userCleared());
    dispatch(customerGroupChanged(GUEST_GROUP));
    throw error;
  }
});

/** Register (POST create {customer, password}), then login with the same e-mail and password. */
export const register = createUserThunk<Customer, CustomerCreateRequest>("user/register", async (request, { dispatch, extra }) => {
  await extra.user.api.register(request);
  return dispatch(login({ username: request.customer.email, password: request.password })).unwrap();
});

/**
 * Logout (commerce-core.md §4): one `userLoggedOut` clears the token and the user data (this
 * slice), the cart (cleared locally and disconnected, no sync: @shop/cart's reducer) and the
 * checkout details (@shop/checkout listens); the group returns to the guest's, the queue forgets
 * the customer's cached results. Then "You're logged out" unless `silent`.
 */
export const logout = createUserThunk<undefined, { silent?: boolean; reason?: LogoutReason } | undefined>("user/logout", async (arg, { dispatch, extra }) => {
  dispatch(userLoggedOut({ reason: arg?.reason ?? "shopper" }));
  dispatch(customerGroupChanged(GUEST_GROUP));
  try {
    await extra.api.queue.clearCachedResults();
  } catch (error) {
    extra.logger?.warn("clearing the cached results on logout failed", error);
  }
  if (!arg?.silent) await dispatch(spawnNotification({ type: "success", message: USER_MESSAGES.loggedOut }));
  return undefined;
});

/** What the app does after a navigation's session check. */
export interface NavigationSessionResult {
  check: SessionCheck;
  /** Set when the session had expired: where the shopper goes (the app routes). */
  expired?: SessionExpiryOutcome;
}

/**
 * Per navigation (the storefront dispatches it on each route change): a token that expires within
 * `config.user.refreshThresholdSeconds` (900 s) is renewed (with `autoRefreshTokens`) and the
 * profile refreshed; a session that expired meanwhile is inactivity: forced logout with the
 * warning and its Log in action, and the outcome says where the shopper goes (`inCheckout`:
 * home; else `config.user.loginPath` or the login modal). A renewal the back end refuses (401)
 * ends the session silently with the same outcome.
 */
export const checkSessionOnNavigation = createUserThunk<NavigationSessionResult, { inCheckout?: boolean } | undefined>(
  "user/checkSessionOnNavigation",
  async (arg, { dispatch, getState, extra }) => {
    const { user } = getState();
    const check = sessionCheck({ hasToken: user.token !== null, sessionExpires: user.sessionExpires, now: extra.clock.now(), refreshThresholdSeconds: extra.config.user.refreshThresholdSeconds });
    const expired = sessionExpiryOutcome({ inCheckout: arg?.inCheckout ?? false, loginPath: extra.config.user.loginPath });
    if (check === "refresh") {
      if (extra.config.user.autoRefreshTokens && user.refreshToken !== null) {
        // Through the queue's one refresh lock: a 401's refresh running now is joined, so a
        // one-use refresh token is never spent twice. The new pair and its expiry reach this
        // slice through the session seam and `sessionExpiresReceived`.
        const renewal = await extra.api.queue.refreshSession();
        if (renewal.type === "failed") {
          // Refused: the queue ended the session (silently); the app routes.
          if (getState().user.token !== null) await dispatch(logout({ silent: true, reason: "session-ended" }));
          return { check: "expired", expired };
        }
        // No answer (offline): the token is still valid; the next navigation tries again.
        if (renewal.type === "no-reply") return { check };
      }
      await dispatch(loadProfile()).unwrap();
      return { check };
    }
    if (check !== "expired") return { check };
    await dispatch(logout({ silent: true, reason: "inactivity" }));
    const loginPath = extra.config.user.loginPath;
    await dispatch(
      spawnNotification({
        type: "warning",
        message: USER_MESSAGES.inactivity,
        action1: {
          label: USER_MESSAGES.logIn,
          command: loginPath === null ? { kind: "dispatch", action: { type: loginModalRequested.type } } : { kind: "navigate", to: loginPath },
        },
      }),
    );
    return { check, expired };
  },
);
