import { createSelector } from "@reduxjs/toolkit";
import type { CartRootState } from "./cart.slice";
import { defaultShippingMethod } from "./rules/default-methods";
import { lineIdentity } from "./rules/line-identity";
import { minicartCount } from "./rules/minicart-count";

export const selectCartItems = (state: CartRootState) => state.cart.cartItems;
export const selectCartServerToken = (state: CartRootState) => state.cart.cartServerToken;
export const selectCartTotals = (state: CartRootState) => state.cart.platformTotals;
export const selectCartTotalSegments = (state: CartRootState) => state.cart.platformTotalSegments ?? [];
export const selectCouponCode = (state: CartRootState) => state.cart.couponCode;
export const selectShippingMethods = (state: CartRootState) => state.cart.shippingMethods;
export const selectPaymentMethods = (state: CartRootState) => state.cart.paymentMethods;
export const selectIsAddingToCart = (state: CartRootState) => state.cart.isAddingToCart;
export const selectIsMicrocartOpen = (state: CartRootState) => state.cart.isMicrocartOpen;
export const selectCartEditMode = (state: CartRootState) => state.cart.editMode;
export const selectChosenShipping = (state: CartRootState) => state.cart.shipping ?? defaultShippingMethod(state.cart.shippingMethods);
export const selectChosenPayment = (state: CartRootState) => state.cart.payment;

/** The lines with their identity (the key the cart's thunks and the UI use). */
export const selectCartLines = createSelector([selectCartItems], (items) => items.map((item) => ({ ...item, identity: lineIdentity(item) })));

/** The header badge and the mini cart (commerce-core.md §9 mini cart count type). */
export const selectCartCount = (state: CartRootState, countType: "items" | "quantities") => minicartCount(state.cart.cartItems, countType);

/** Sum of the lines as known on the client (before the platform's totals come). */
export const selectClientSubtotal = createSelector([selectCartItems], (items) => items.reduce((sum, item) => sum + (item.price_incl_tax ?? 0) * item.qty, 0));
