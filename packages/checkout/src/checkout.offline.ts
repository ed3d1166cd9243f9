import { isSyncTaskError } from "@shop/sync-queue";
import { offlineConfirmationToggled, offlineOrderSent, offlineOrderStatusChanged, offlineOrdersCancelled } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import { CHECKOUT_MESSAGES } from "./messages";
import { offlineOrdersOnReconnect, type ReconnectDecision } from "./rules/offline-orders";

export interface SendOutcome {
  sent: string[];
  held: string[];
  failed: string[];
}

/**
 * Sends the held offline orders (commerce-core.md §4): each as a queued sync task whose id is its
 * order id (its Idempotency-Key; the back end also places an order id once), so a task replayed
 * after a reload or a reconnect that replays twice places it once. Marked "sending" while queued
 * (not queued again); placed → off the list; no reply → held again; refused → failed, with the
 * back end's message, until the shopper cancels it.
 */
export const sendOfflineOrders = createCheckoutThunk<SendOutcome, undefined>("checkout/sendOfflineOrders", async (_arg, { dispatch, getState, extra }) => {
  const held = getState().checkout.offlineOrders.filter((order) => order.status === "held");
  dispatch(offlineConfirmationToggled(false));
  const outcome: SendOutcome = { sent: [], held: [], failed: [] };
  await Promise.all(
    held.map(async ({ request }) => {
      const orderId = request.order_id;
      dispatch(offlineOrderStatusChanged({ orderId, status: "sending" }));
      try {
        // While this page has its password, the account goes too (the same body as a first try that may have
        // arrived: same key, same fingerprint), sent at once: a queued task is stored, and the password never is.
        const password = extra.checkout.accountPasswords.get(orderId);
        const reply = await extra.checkout.api.placeOrder(password === undefined ? request : { ...request, account: { password } }, { queue: password === undefined });
        extra.checkout.accountPasswords.delete(orderId);
        dispatch(offlineOrderSent({ orderId, reply }));
        outcome.sent.push(orderId);
      } catch (error) {
        if (isSyncTaskError(error, "network", "offline", "cleared")) {
          dispatch(offlineOrderStatusChanged({ orderId, status: "held" }));
          outcome.held.push(orderId);
        } else {
          const message = isSyncTaskError(error) ? (error.serverMessage ?? error.message) : CHECKOUT_MESSAGES.orderFailed;
          extra.checkout.accountPasswords.delete(orderId);
          dispatch(offlineOrderStatusChanged({ orderId, status: "failed", error: message }));
          outcome.failed.push(orderId);
        }
      }
    }),
  );
  return outcome;
});

/** The offline-order confirmation's "send": the listed orders go. */
export const confirmOfflineOrders = createCheckoutThunk<SendOutcome, undefined>("checkout/confirmOfflineOrders", async (_arg, { dispatch }) => dispatch(sendOfflineOrders()).unwrap());

/** The offline-order confirmation's "cancel": the listed orders (held or refused) are dropped; one being sent is not. */
export const cancelOfflineOrders = createCheckoutThunk<string[], undefined>("checkout/cancelOfflineOrders", async (_arg, { dispatch, getState }) => {
  const ids = getState()
    .checkout.offlineOrders.filter((order) => order.status !== "sending")
    .map((order) => order.request.order_id);
  dispatch(offlineOrdersCancelled(ids));
  return ids;
});

/**
 * Back online (commerce-core.md §4 "On going online"): sends the untransmitted orders when
 * `orders.sendOfflineOrdersAutomatically` is on or the thank-you page shows, else opens the
 * offline-order confirmation listing them.
 */
export const offlineOrdersReconnected = createCheckoutThunk<ReconnectDecision, undefined>("checkout/offlineOrdersReconnected", async (_arg, { dispatch, getState, extra }) => {
  const { checkout } = getState();
  const decision = offlineOrdersOnReconnect({
    untransmitted: checkout.offlineOrders.filter((order) => order.status === "held").length,
    sendAutomatically: extra.config.orders.sendOfflineOrdersAutomatically,
    onThankYouPage: checkout.isThankYouPage,
  });
  if (decision === "send") await dispatch(sendOfflineOrders());
  if (decision === "confirm") dispatch(offlineConfirmationToggled(true));
  return decision;
});
