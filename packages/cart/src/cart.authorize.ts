import { removeCoupon, applyCoupon } from "./cart.methods";
import { connectCart, type ConnectOutcome } from "./cart.sync";
import { createCartThunk } from "./cart.thunk";

/**
 * Authorize on login (commerce-core.md §4): removes the coupon (from the guest's cart), connects
 * the customer's cart, merges quantities (a guest line adds its quantity to the customer's same
 * line once: a line already merged into this cart never adds again, so a reload during the
 * merge does not double it), then reapplies the coupon.
 */
export const authorizeCart = createCartThunk<ConnectOutcome, undefined>("cart/authorize", async (_arg, { dispatch, getState }) => {
  const coupon = getState().cart.couponCode;
  if (coupon !== null) await dispatch(removeCoupon());
  const outcome = await dispatch(connectCart({ mergeQty: true, replace: true })).unwrap();
  if (coupon !== null && outcome === "connected") await dispatch(applyCoupon({ code: coupon }));
  return outcome;
});
