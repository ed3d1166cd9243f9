import { clearCart } from "@shop/cart";
import { isSyncTaskError } from "@shop/sync-queue";
import { offlineConfirmationToggled, offlineOrderSent, offlineOrderStatusChanged, offlineOrdersCancelled, orderPlaced } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import { CHECKOUT_MESSAGES } from "./messages";
import { isOrderStillProcessing, offlineOrdersOnReconnect, type ReconnectDecision } from "./rules/offline-orders";

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
      // While this page has its password, the account goes too (the same body as a first try that may have
      // arrived: same key, same fingerprint), sent at once: a queued task is stored, and the password never is.
      const password = extra.checkout.accountPasswords.get(orderId);
      dispatch(offlineOrderStatusChanged({ orderId, status: "sending", transport: password === undefined ? "queue" : "direct" }));
      extra.checkout.sendingOrders.add(orderId);
      try {
        const reply = await extra.checkout.api.placeOrder(password === undefined ? request : { ...request, account: { password } }, { queue: password === undefined });
        extra.checkout.accountPasswords.delete(orderId);
        dispatch(offlineOrderSent({ orderId, reply }));
        outcome.sent.push(orderId);
      } catch (error) {
        if (isSyncTaskError(error, "network", "offline", "cleared") || (isSyncTaskError(error, "server") && isOrderStillProcessing(error))) {
          dispatch(offlineOrderStatusChanged({ orderId, status: "held" }));
          outcome.held.push(orderId);
        } else {
          const message = isSyncTaskError(error) ? (error.serverMessage ?? error.message) : CHECKOUT_MESSAGES.orderFailed;
          extra.checkout.accountPasswords.delete(orderId);
          dispatch(offlineOrderStatusChanged({ orderId, status: "failed", error: message }));
          outcome.failed.push(orderId);
        }
      } finally {
        extra.checkout.sendingOrders.delete(orderId);
      }
    }),
  );
  return outcome;
});

/** The offline-order confirmation's "send": the listed orders go. */
export const confirmOfflineOrders = createCheckoutThunk<SendOutcome, undefined>("checkout/confirmOfflineOrders", async (_arg, { dispatch }) => dispatch(sendOfflineOrders()).unwrap());

/**
 * The offline-order confirmation's "cancel": the listed orders never sent, and the refused ones, are dropped. One
 * being sent is not, nor a held one sent before without a reply: it may be placed at the back end, so it stays and
 * goes again (the replay under its order id answers its real status) rather than vanish from the shopper's view.
 */
export const cancelOfflineOrders = createCheckoutThunk<string[], undefined>("checkout/cancelOfflineOrders", async (_arg, { dispatch, getState }) => {
  const ids = getState()
    .checkout.offlineOrders.filter((order) => order.status === "failed" || (order.status === "held" && order.tried !== true))
    .map((order) => order.request.order_id);
  dispatch(offlineOrdersCancelled(ids));
  return ids;
});

/**
 * An entry "sending" that nobody sends any more is held again (same order id, so same Idempotency-Key: placed
 * once): a direct call (account creation, place order's own call) that a reload cut, or a queued task the queue
 * no longer holds. One this page is sending, or whose task the queue replays, stays. Answers the order ids held again.
 */
const heldAgainWhenStalled = createCheckoutThunk<string[], undefined>("checkout/stalledOrdersHeld", async (_arg, { dispatch, getState, extra }) => {
  const orders = getState().checkout.offlineOrders;
  const held: string[] = [];
  if (!orders.some((order) => order.status === "sending")) return held;
  await extra.api.queue.ready();
  const queued = new Set(extra.api.queue.pendingTasks().map((task) => task.task_id));
  for (const { request, status, placing, heldAt } of orders) {
    const orderId = request.order_id;
    if (status !== "sending" || extra.checkout.sendingOrders.has(orderId) || queued.has(orderId)) continue;
    dispatch(offlineOrderStatusChanged({ orderId, status: "held" }));
    held.push(orderId);
    if (placing === true) {
      // Place order's call was cut before its answer: what it would have done for an order without a reply — the
      // order recorded (held), the cart it came from cleared — so the shopper cannot place that cart a second time.
      const { cart } = getState();
      dispatch(orderPlaced({ request, reply: null, placedAt: heldAt, cart: { items: cart.cartItems, couponCode: cart.couponCode } }));
      await dispatch(clearCart({ sync: false }));
    }
  }
  return held;
});

/**
 * Back online (commerce-core.md §4 "On going online"): sends the untransmitted orders when
 * `orders.sendOfflineOrdersAutomatically` is on or the thank-you page shows, else opens the
 * offline-order confirmation listing them.
 */
export const offlineOrdersReconnected = createCheckoutThunk<ReconnectDecision, undefined>("checkout/offlineOrdersReconnected", async (_arg, { dispatch, getState, extra }) => {
  await dispatch(heldAgainWhenStalled());
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
