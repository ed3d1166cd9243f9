import { connectCart, couponSet, itemsLoaded, unlinked, applyCoupon } from "@shop/cart";
import { isSyncTaskError } from "@shop/sync-queue";
import { paymentStarted, paymentUpdated, thankYouSet } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import { CHECKOUT_MESSAGES } from "./messages";
import type { CardDetails, PaymentReply } from "./payment.schemas";
import { paidAtProvider, paymentOutcomeOf, paymentRouteOf, readPaymentReturn, type PaymentOutcome } from "./rules/payment-return";

export interface PaymentStep {
  outcome: PaymentOutcome;
  /** The provider's page to send the shopper to (bank choice, 3DS challenge, pay later), when `outcome` is "action". */
  redirectUrl: string | null;
  /** Where the shop goes next on success or failure: `payment.returnPath` or `payment.failedPath`. */
  route: string | null;
  reply: PaymentReply | null;
}

const messageOf = (error: unknown) => (isSyncTaskError(error) ? (error.serverMessage ?? error.message) : String(error));

/** The device data the 3DS2 fingerprint step sends; the simulator takes any text. */
const DEVICE_FINGERPRINT = "shop-storefront-device";

function stepOf(reply: PaymentReply, paths: { returnPath: string; failedPath: string }): PaymentStep {
  const outcome = paymentOutcomeOf(reply.resultCode);
  return {
    outcome,
    redirectUrl: outcome === "action" ? (reply.action?.url ?? null) : null,
    route: outcome === "success" || outcome === "failed" ? paymentRouteOf(outcome, paths) : null,
    reply,
  };
}

/**
 * Pays the last order at the card payment provider (commerce-core.md §7): initiate with the
 * order's method and the shop's return URL (`{origin}{payment.returnPath}`); a 3DS2 fingerprint
 * step goes through 3ds2-process at once. The answer is a redirect to the provider's page, or
 * the outcome. A method not paid at the provider (bank transfer, cash on delivery) has nothing to
 * pay here: success.
 */
export const startPayment = createCheckoutThunk<PaymentStep, { origin: string; issuer?: string; card?: CardDetails }>(
  "checkout/startPayment",
  async ({ origin, issuer, card }, { dispatch, getState, extra, rejectWithValue }) => {
    const order = getState().checkout.order;
    if (!order || order.reply === null) return rejectWithValue(CHECKOUT_MESSAGES.noOrder);
    const paths = extra.config.payment;
    const method = order.request.addressInformation.payment_method_code;
    if (!paidAtProvider(method)) return { outcome: "success", redirectUrl: null, route: paths.returnPath, reply: null };
    dispatch(paymentStarted({ orderId: order.request.order_id, method }));
    try {
      let reply = await extra.checkout.payment.initiate({
        order_id: order.request.order_id,
        method,
        returnUrl: `${origin.replace(/\/+$/, "")}${paths.returnPath}`,
        ...(issuer !== undefined && { issuer }),
        ...(card !== undefined && { card }),
      });
      if (reply.action?.type === "threeDS2Fingerprint") reply = await extra.checkout.payment.threeDS2Process(reply.pspReference, DEVICE_FINGERPRINT);
      dispatch(paymentUpdated(reply));
      return stepOf(reply, paths);
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/**
 * The return page's logic (presentation-content.md §2 /checkout-return): reads the return URL's
 * query, completes the payment (payments-details with its `redirectResult`, else the order's
 * payment-status) and answers the outcome and its route: success keeps the thank-you page,
 * failure goes to `payment.failedPath`, where `restoreCartAfterFailedPayment` gives the cart back.
 */
export const completePaymentReturn = createCheckoutThunk<PaymentStep, { query: URLSearchParams | Readonly<Record<string, string | undefined>> }>(
  "checkout/completePaymentReturn",
  async ({ query }, { dispatch, getState, extra, rejectWithValue }) => {
    const back = readPaymentReturn(query);
    if (back === null) return rejectWithValue(CHECKOUT_MESSAGES.noOrder);
    const paths = extra.config.payment;
    const payment = getState().checkout.payment;
    try {
      let reply: PaymentReply;
      if (back.redirectResult !== null) {
        reply = await extra.checkout.payment.paymentsDetails(back.redirectResult, payment?.orderId === back.orderId ? payment.reply?.pspReference : undefined);
      } else {
        const status = await extra.checkout.payment.paymentStatus(back.orderId);
        reply = { order_id: status.order_id, pspReference: payment?.reply?.pspReference ?? status.order_id, resultCode: status.resultCode };
      }
      dispatch(paymentUpdated(reply));
      const step = stepOf(reply, paths);
      dispatch(thankYouSet(step.outcome !== "failed"));
      return step;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

/**
 * /checkout-failed (presentation-content.md §2): the cart is given back as it was when the order
 * was placed (its lines, then a new server cart and its coupon), so the shopper can try again;
 * the failed order stays the back end's, with status payment failed. False when there is no
 * order, or the cart already holds lines (nothing to restore over).
 */
export const restoreCartAfterFailedPayment = createCheckoutThunk<boolean, undefined>("checkout/restoreCartAfterFailedPayment", async (_arg, { dispatch, getState }) => {
  const order = getState().checkout.order;
  if (!order || getState().cart.cartItems.length > 0) return false;
  dispatch(thankYouSet(false));
  dispatch(itemsLoaded(order.cart.items.map(unlinked)));
  await dispatch(connectCart({ forceClientState: true }));
  if (order.cart.couponCode !== null) {
    dispatch(couponSet(null));
    await dispatch(applyCoupon({ code: order.cart.couponCode }));
  }
  return true;
});
