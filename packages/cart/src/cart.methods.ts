import { loggerOf, selectStoreView } from "@shop/core";
import { isSyncTaskError } from "@shop/sync-queue";
import type { PaymentMethod, ShippingMethod } from "./methods.schemas";
import { couponSet, methodsUpdated, paymentChosen, shippingChosen } from "./cart.slice";
import { syncTotals } from "./cart.sync";
import { cartSessionOf, createCartThunk } from "./cart.thunk";
import { CART_MESSAGES } from "./messages";
import { defaultPaymentMethod, defaultShippingMethod, visiblePaymentMethods, type CartPaymentMethod, type CartShippingMethod } from "./rules/default-methods";
import { itemsHash } from "./rules/items-hash";

const shippingOf = (method: ShippingMethod): CartShippingMethod => ({
  method_code: method.method_code,
  carrier_code: method.carrier_code,
  method_title: method.method_title,
  price_incl_tax: method.price_incl_tax,
  // The platform marks none default and none offline: the first online one becomes the default (§5).
  default: method["default"] === true,
  offline: method["offline"] === true,
  available: method.available,
  is_server_method: true,
});

const paymentOf = (method: PaymentMethod): CartPaymentMethod => ({
  code: method.code,
  title: method.title,
  default: method["default"] === true,
  cost_incl_tax: typeof method["cost_incl_tax"] === "number" ? method["cost_incl_tax"] : 0,
  is_server_method: true,
});

/**
 * Shipping and payment methods of the cart (commerce-core.md §4 "refreshed only when the cart
 * changed or sync is forced", §5 defaults): asked for the country given, else the store view's
 * tax country; unavailable shipping methods dropped; cash on delivery hidden for a virtual or
 * downloadable cart; the chosen methods kept when still offered, else the defaults.
 */
export const syncMethods = createCartThunk<boolean, { countryId?: string; force?: boolean } | undefined>("cart/syncMethods", async (args = {}, { dispatch, getState, extra }) => {
  const { cart } = getState();
  const hash = `${itemsHash(cart.cartItems)}@${args.countryId ?? ""}`;
  if (cart.cartServerToken === null || (!args.force && cart.methodsHash === hash)) return false;
  // A line not on the server yet (its push is on its way): the server's methods would be those of
  // another cart (none for an empty one) and would be kept for this one; asked again once it is there.
  if (cart.cartItems.some((item) => item.server_item_id === undefined)) return false;
  const countryId = args.countryId ?? selectStoreView(getState()).tax.defaultCountry ?? extra.config.tax.fallbackCountry;
  try {
    const [shippingReply, paymentReply] = await Promise.all([extra.cart.api.shippingMethods({ country_id: countryId }, cartSessionOf(getState())), extra.cart.api.paymentMethods(cartSessionOf(getState()))]);
    const shipping = shippingReply.map(shippingOf).filter((method) => method.available);
    const payment = visiblePaymentMethods(paymentReply.map(paymentOf), getState().cart.cartItems.map((item) => item.type_id));
    dispatch(methodsUpdated({ shipping, payment, hash }));
    const chosenShipping = getState().cart.shipping;
    if (!chosenShipping || !shipping.some((method) => method.carrier_code === chosenShipping.carrier_code && method.method_code === chosenShipping.method_code)) {
      dispatch(shippingChosen(defaultShippingMethod(shipping)));
    }
    const chosenPayment = getState().cart.payment;
    if (!chosenPayment || !payment.some((method) => method.code === chosenPayment.code)) dispatch(paymentChosen(defaultPaymentMethod(payment)));
    return true;
  } catch (error) {
    loggerOf(extra, "cart").warn("cart methods could not be refreshed", error);
    return false;
  }
});

export type CouponOutcome = { applied: true } | { applied: false; message: string };

/**
 * Applies a coupon (commerce-core.md §7, §8 "coupon returns 404: totals are refreshed and the
 * error result returned"): on success the code is kept and the totals refreshed; a 404 refreshes
 * the totals and answers the catalogue's message "The coupon code isn't valid. Verify the code
 * and try again."; another refusal answers the server's message.
 */
export const applyCoupon = createCartThunk<CouponOutcome, { code: string }>("cart/applyCoupon", async ({ code }, { dispatch, getState, extra }) => {
  const trimmed = code.trim();
  if (trimmed.length === 0 || getState().cart.cartServerToken === null) return { applied: false, message: CART_MESSAGES.couponNotValid };
  try {
    await extra.cart.api.applyCoupon(trimmed, cartSessionOf(getState()));
    dispatch(couponSet(trimmed));
    await dispatch(syncTotals());
    return { applied: true };
  } catch (error) {
    if (isSyncTaskError(error, "server") && error.code === 404) {
      await dispatch(syncTotals());
      return { applied: false, message: CART_MESSAGES.couponNotValid };
    }
    return { applied: false, message: isSyncTaskError(error) ? (error.serverMessage ?? error.message) : String(error) };
  }
});

export const removeCoupon = createCartThunk<boolean, undefined>("cart/removeCoupon", async (_arg, { dispatch, getState, extra }) => {
  if (getState().cart.cartServerToken === null) return false;
  try {
    await extra.cart.api.deleteCoupon(cartSessionOf(getState()));
    dispatch(couponSet(null));
    await dispatch(syncTotals());
    return true;
  } catch (error) {
    loggerOf(extra, "cart").warn("the coupon could not be removed", error);
    return false;
  }
});
