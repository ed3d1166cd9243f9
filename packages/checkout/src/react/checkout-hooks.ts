import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useEffect, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import type { CheckoutExtra } from "../checkout.extra";
import {
  selectCheckoutPaymentMethods,
  selectCheckoutShippingMethods,
  selectIsInCheckout,
  selectIsThankYouPage,
  selectLastOrder,
  selectOfflineConfirmationOpen,
  selectOfflineOrdersToConfirm,
  selectPaymentDetails,
  selectPersonalDetails,
  selectShippingDetails,
} from "../checkout.selectors";
import type { CheckoutThunkState } from "../checkout.thunk";

type CheckoutDispatch = ThunkDispatch<CheckoutThunkState, CheckoutExtra, UnknownAction>;

/** `useDispatch` typed for the checkout's thunks (react-redux 9). */
export const useCheckoutDispatch = useDispatch.withTypes<CheckoutDispatch>();
/** `useSelector` typed for the state the checkout reads. */
export const useCheckoutSelector = useSelector.withTypes<CheckoutThunkState>();

/** The three detail forms' values (the password included, never persisted). */
export function useCheckoutDetails() {
  const personal = useCheckoutSelector(selectPersonalDetails);
  const shipping = useCheckoutSelector(selectShippingDetails);
  const payment = useCheckoutSelector(selectPaymentDetails);
  return { personal, shipping, payment };
}

export function useCheckoutMethods() {
  const shipping = useCheckoutSelector(selectCheckoutShippingMethods);
  const payment = useCheckoutSelector(selectCheckoutPaymentMethods);
  return { shipping, payment };
}

/** The thank-you page's data: whether it shows and the last order. */
export function useThankYou() {
  const show = useCheckoutSelector(selectIsThankYouPage);
  const order = useCheckoutSelector(selectLastOrder);
  return { show, order };
}

/** The offline-order confirmation: open or not, and the orders it lists. */
export function useOfflineOrderConfirmation() {
  const open = useCheckoutSelector(selectOfflineConfirmationOpen);
  const orders = useCheckoutSelector(selectOfflineOrdersToConfirm);
  return { open, orders };
}

/**
 * Whether the shopper counts as in checkout (commerce-core.md §4, 30 minutes): `now` is read
 * per render and per minute, so the answer turns false when the window closes.
 */
export function useIsInCheckout(windowMinutes: number, now: () => number = Date.now): boolean {
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  return useCheckoutSelector((state) => selectIsInCheckout(state, at, windowMinutes));
}
