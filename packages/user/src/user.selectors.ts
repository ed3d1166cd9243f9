import { isLoggedIn } from "./rules/session";
import type { UserRootState } from "./user.slice";

export const selectCurrentUser = (state: UserRootState) => state.user.current;
export const selectUserToken = (state: UserRootState) => state.user.token;
export const selectSessionExpires = (state: UserRootState) => state.user.sessionExpires;
/** Logged in at `now` (epoch ms): a token, a non-expired session and a current profile (commerce-core.md §6). */
export const selectIsLoggedIn = (state: UserRootState, now: number): boolean =>
  isLoggedIn({ hasToken: state.user.token !== null, hasProfile: state.user.current !== null, sessionExpires: state.user.sessionExpires, now });
export const selectOrders = (state: UserRootState) => state.user.orders;
export const selectOrderDetail = (state: UserRootState, incrementId: string) => state.user.orderDetails[incrementId] ?? null;
const NO_ADDRESSES: never[] = [];
/** The account's addresses (the same empty list while there is no profile, for stable selections). */
export const selectAddresses = (state: UserRootState) => state.user.current?.addresses ?? NO_ADDRESSES;
export const selectNewsletter = (state: UserRootState) => state.user.newsletter;
export const selectLoyalty = (state: UserRootState) => state.user.loyalty;
