import { connectCart, couponSet, itemsLoaded, unlinked, applyCoupon } from "@shop/cart";
import { isSyncTaskError } from "@shop/sync-queue";
import { failedOrderCleared, paymentStarted, paymentUpdated, thankYouSet } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import { CHECKOUT_MESSAGES } from "./messages";
import type { PaymentApi } from "./payment.api";
import type { CardDetails, PaymentReply, PaymentResultCode } from "./payment.schemas";
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
    const orderId = order.request.order_id;
    const email = order.request.addressInformation.billingAddress.email;
    const current = getState().checkout.payment;
    // One payment per order (the provider refuses a second while one is open: two tabs, the back button): an open
    // payment of this order is resumed at its page, never started again.
    const open = current?.orderId === orderId && current.reply !== null && paymentOutcomeOf(current.reply.resultCode) === "action" ? current.reply : null;
    if (open !== null) {
      try {
        return await resumePayment(open, email, paths, extra.checkout.payment);
      } catch (error) {
        // The provider has no page to resume (decided meanwhile): its status tells.
        if (!isSyncTaskError(error, "server")) return rejectWithValue(messageOf(error));
        return await statusStep(orderId, open.pspReference, dispatch, extra.checkout.payment, paths).catch((failure: unknown) => rejectWithValue(messageOf(failure)));
      }
    }
    dispatch(paymentStarted({ orderId, method }));
    try {
      let reply = await extra.checkout.payment.initiate({
        order_id: order.request.order_id,
        method,
        returnUrl: `${origin.replace(/\/+$/, "")}${paths.returnPath}`,
        email,
        ...(issuer !== undefined && { issuer }),
        ...(card !== undefined && { card }),
      });
      if (reply.action?.type === "threeDS2Fingerprint") reply = await extra.checkout.payment.threeDS2Process(reply.pspReference, DEVICE_FINGERPRINT);
      dispatch(paymentUpdated(reply));
      return stepOf(reply, paths);
    } catch (error) {
      // 409: a payment of this order is already open (started in another tab): resume its page.
      if (isSyncTaskError(error, "server") && error.code === 409) {
        try {
          const url = await extra.checkout.payment.redirectUrl(orderId, email);
          return { outcome: "action", redirectUrl: url, route: null, reply: null };
        } catch (failure) {
          return rejectWithValue(messageOf(failure));
        }
      }
      return rejectWithValue(messageOf(error));
    }
  },
);

/** An open payment's next step: its page again (redirect-url), or the 3DS2 fingerprint it still waits for. */
async function resumePayment(open: PaymentReply, email: string, paths: { returnPath: string; failedPath: string }, payment: PaymentApi): Promise<PaymentStep> {
  if (open.resultCode === "IdentifyShopper") return stepOf(await payment.threeDS2Process(open.pspReference, DEVICE_FINGERPRINT), paths);
  return { outcome: "action", redirectUrl: await payment.redirectUrl(open.order_id, email), route: null, reply: open };
}

/** The order's payment as the provider's payment-status tells it (its result code), recorded as the payment's reply. */
async function statusStep(
  orderId: string,
  pspReference: string | undefined,
  dispatch: (action: ReturnType<typeof paymentUpdated>) => unknown,
  payment: PaymentApi,
  paths: { returnPath: string; failedPath: string },
): Promise<PaymentStep> {
  const status = await payment.paymentStatus(orderId);
  if (status.order_id !== orderId) throw new Error(CHECKOUT_MESSAGES.noOrder);
  const reply: PaymentReply = { order_id: orderId, pspReference: pspReference ?? orderId, resultCode: status.resultCode };
  dispatch(paymentUpdated(reply));
  return stepOf(reply, paths);
}

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
    const order = getState().checkout.order;
    if (back === null || order === null) return rejectWithValue(CHECKOUT_MESSAGES.noOrder);
    const orderId = order.request.order_id;
    const paths = extra.config.payment;
    const payment = getState().checkout.payment;
    const pspReference = payment?.orderId === orderId ? payment.reply?.pspReference : undefined;
    try {
      let step: PaymentStep | null = null;
      // Only a return of this shopper's current order and payment counts (an old return URL of an earlier order, or
      // of another payment, must not show this order as paid): the payment's pspReference always goes with it.
      if (back.orderId === orderId && back.redirectResult !== null && pspReference !== undefined) {
        const reply = await extra.checkout.payment.paymentsDetails(back.redirectResult, pspReference).catch((error: unknown) => {
          if (isSyncTaskError(error, "server")) return null; // not this payment's token: its status tells
          throw error;
        });
        if (reply !== null && reply.order_id === orderId && reply.pspReference === pspReference) {
          dispatch(paymentUpdated(reply));
          step = stepOf(reply, paths);
        }
      }
      step ??= await statusStep(orderId, pspReference, dispatch, extra.checkout.payment, paths);
      dispatch(thankYouSet(step.outcome !== "failed"));
      return step;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

const FAILED_CODES: ReadonlySet<PaymentResultCode> = new Set(["Refused", "Cancelled"]);

/**
 * /checkout-failed (presentation-content.md §2): the cart is given back as it was when the order
 * was placed (its lines, then a new server cart and its coupon), so the shopper can try again;
 * the failed order stays the back end's, with status payment failed. Only for a placed order
 * whose payment failed (Refused or Cancelled, as recorded or as payment-status tells): never for
 * a paid order (the back button to /checkout-failed) or one still held offline (it will be sent),
 * which would become a second order. Then the order and its payment are cleared, so the cart is
 * restored once. False when nothing is restored (also when the cart already holds lines).
 */
export const restoreCartAfterFailedPayment = createCheckoutThunk<boolean, undefined>("checkout/restoreCartAfterFailedPayment", async (_arg, { dispatch, getState, extra }) => {
  const { order, payment } = getState().checkout;
  if (!order || order.reply === null || getState().cart.cartItems.length > 0) return false;
  const orderId = order.request.order_id;
  let resultCode = payment?.orderId === orderId ? (payment.reply?.resultCode ?? null) : null;
  if (resultCode === null || !FAILED_CODES.has(resultCode)) {
    // Not known to have failed here (another tab paid, a lost reply): the provider's word, not a guess.
    if (resultCode === "Authorised") return false;
    const status = await extra.checkout.payment.paymentStatus(orderId).catch(() => null);
    if (status === null || status.order_id !== orderId) return false;
    resultCode = status.resultCode;
  }
  if (!FAILED_CODES.has(resultCode)) return false;
  dispatch(failedOrderCleared());
  dispatch(thankYouSet(false));
  dispatch(itemsLoaded(order.cart.items.map(unlinked)));
  await dispatch(connectCart({ forceClientState: true }));
  if (order.cart.couponCode !== null) {
    dispatch(couponSet(null));
    await dispatch(applyCoupon({ code: order.cart.couponCode }));
  }
  return true;
});
