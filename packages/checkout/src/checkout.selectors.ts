import { createSelector } from "@reduxjs/toolkit";
import type { CheckoutRootState } from "./checkout.slice";
import type { PersonalDetails } from "./checkout.types";
import { isInCheckout } from "./rules/in-checkout";

const checkoutOf = (state: CheckoutRootState) => state.checkout;

/** The spec's personalDetails (commerce-core.md §3), the password included. */
export const selectPersonalDetails = createSelector(
  [(state: CheckoutRootState) => state.checkout.personalDetails, (state: CheckoutRootState) => state.checkout.password],
  (details, password): PersonalDetails & { password: string } => ({ ...details, password }),
);
export const selectShippingDetails = (state: CheckoutRootState) => checkoutOf(state).shippingDetails;
export const selectPaymentDetails = (state: CheckoutRootState) => checkoutOf(state).paymentDetails;
export const selectCheckoutShippingMethods = (state: CheckoutRootState) => checkoutOf(state).shippingMethods;
export const selectCheckoutPaymentMethods = (state: CheckoutRootState) => checkoutOf(state).paymentMethods;
export const selectIsThankYouPage = (state: CheckoutRootState) => checkoutOf(state).isThankYouPage;
export const selectLastOrder = (state: CheckoutRootState) => checkoutOf(state).order;
export const selectPayment = (state: CheckoutRootState) => checkoutOf(state).payment;
export const selectShippingAddressSaved = (state: CheckoutRootState) => checkoutOf(state).shippingAddressSavedAt !== null;

/** Orders placed offline and not yet placed at the back end (held, sending or refused). */
export const selectOfflineOrders = (state: CheckoutRootState) => checkoutOf(state).offlineOrders;
/** What the offline-order confirmation lists: the orders waiting for the shopper's word (held or refused). */
export const selectOfflineOrdersToConfirm = createSelector([selectOfflineOrders], (orders) => orders.filter((order) => order.status !== "sending"));
export const selectOfflineConfirmationOpen = (state: CheckoutRootState) => checkoutOf(state).offlineConfirmationOpen;

/** commerce-core.md §4 "in checkout for 30 minutes after the last modification" at `now` (`config.user.checkoutActivityWindowMinutes`). */
export const selectIsInCheckout = (state: CheckoutRootState, now: number, windowMinutes: number): boolean => isInCheckout(checkoutOf(state).modifiedAt, now, windowMinutes);
