import { createAction } from "@reduxjs/toolkit";
import type { Customer } from "./customer.schemas";

/**
 * Cross-package events (ARCHITECTURE: a lower package exposes an action the higher one listens
 * to). @shop/cart authorizes its cart on `userLoggedIn`; on `userLoggedOut` the cart is cleared
 * locally and disconnected, and @shop/checkout clears its details (wishlist and compare have no
 * package yet).
 */
export const userLoggedIn = createAction<{ customer: Customer }>("user/loggedIn");

/**
 * Why the session ended: the shopper's logout, inactivity (forced, with a warning), a failed
 * token refresh (silent), or another login on this page (the previous customer's cart and
 * details must not be merged into the new customer's).
 */
export type LogoutReason = "shopper" | "inactivity" | "session-ended" | "switched";
export const userLoggedOut = createAction<{ reason: LogoutReason }>("user/loggedOut");

/** The "Log in" action of the inactivity warning when no login path is configured: the app opens the login modal. */
export const loginModalRequested = createAction("user/loginModalRequested");
