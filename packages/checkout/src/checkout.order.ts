import { clearCart } from "@shop/cart";
import { selectStoreCode } from "@shop/core";
import { isSyncTaskError, selectIsOnline } from "@shop/sync-queue";
import { offlineOrderDropped, offlineOrderHeld, offlineOrderSent, offlineOrderStatusChanged, orderPlaced } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import { CHECKOUT_MESSAGES } from "./messages";
import { orderRequestSchema, type OrderReply } from "./order.schemas";
import { isOrderStillProcessing } from "./rules/offline-orders";
import { buildOrderRequest, withoutAccount } from "./rules/order-body";

export interface PlaceOrderOutcome {
  orderId: string;
  /** null: the order is held offline and goes when the connection returns (`offline`). */
  reply: OrderReply | null;
  offline: boolean;
}

/**
 * Place order (commerce-core.md §4 Checkout): the order body of the cart and the details; on
 * success a timestamp is recorded, the cart cleared without sync, the password and createAccount
 * cleared and the thank-you flag set. Offline, or when the order got no reply, it is held as an
 * offline order (the shopper sees the thank-you page: "no internet but the order can still be
 * placed") and sent later under the same order id, so it is never lost and never placed twice.
 * A refusal by the back end (stock, total changed, validation) rejects with its message and
 * leaves cart and details as they are.
 */
export const placeOrder = createCheckoutThunk<PlaceOrderOutcome, { /** Default: @shop/user's token is set. */ loggedIn?: boolean } | undefined>("checkout/placeOrder", async (args = {}, { dispatch, getState, extra, rejectWithValue }) => {
  const state = getState();
  const { cart, checkout } = state;
  if (cart.cartItems.length === 0) return rejectWithValue(CHECKOUT_MESSAGES.emptyCart);
  const shippingMethod = cart.shipping;
  const paymentMethod = checkout.paymentMethods.find((method) => method.code === checkout.paymentDetails.paymentMethod) ?? cart.payment;
  if (shippingMethod === null || checkout.shippingAddressSavedAt === null) return rejectWithValue(CHECKOUT_MESSAGES.addressFirst);
  if (paymentMethod === null) return rejectWithValue(CHECKOUT_MESSAGES.placeOrderFailed);
  const now = extra.clock.now();
  const body = buildOrderRequest({
    orderId: extra.checkout.createOrderId(),
    createdAt: new Date(now).toISOString(),
    storeCode: selectStoreCode(state),
    cartId: cart.cartServerToken,
    items: cart.cartItems,
    personal: checkout.personalDetails,
    password: checkout.password,
    // A customer's order creates no account (the back end ignores it for a token's customer too);
    // by default a customer is whoever holds @shop/user's token.
    loggedIn: args.loggedIn ?? (state.user?.token ?? null) !== null,
    shipping: checkout.shippingDetails,
    payment: checkout.paymentDetails,
    shippingMethod,
    paymentMethod,
    couponCode: cart.couponCode,
    grandTotal: cart.platformTotals?.grand_total ?? null,
  });
  const checked = orderRequestSchema.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return rejectWithValue(issue ? `${issue.path.join(".")}: ${issue.message}` : CHECKOUT_MESSAGES.placeOrderFailed);
  }
  // The account's password is never in the state: a held order's stays in this page's memory only.
  const kept = withoutAccount(checked.data);
  const orderId = checked.data.order_id;
  let reply: OrderReply | null = null;
  if (selectIsOnline(state)) {
    // Recorded (persisted) before the call: a reload while it is in flight finds it "sending" with no sender, holds
    // it again and sends it under the same order id (placed once) instead of the shopper placing a second order.
    if (checked.data.account) extra.checkout.accountPasswords.set(orderId, checked.data.account.password);
    dispatch(offlineOrderHeld({ request: kept, heldAt: now, status: "sending", transport: "direct", tried: true, placing: true }));
    extra.checkout.sendingOrders.add(orderId);
    try {
      reply = await extra.checkout.api.placeOrder(checked.data);
      extra.checkout.accountPasswords.delete(orderId);
      dispatch(offlineOrderSent({ orderId, reply }));
    } catch (error) {
      // No reply: it may or may not have arrived; held, it is sent again under its order id (placed once).
      if (!isSyncTaskError(error, "network", "offline") && !(isSyncTaskError(error, "server") && isOrderStillProcessing(error))) {
        extra.checkout.accountPasswords.delete(orderId);
        dispatch(offlineOrderDropped(orderId));
        return rejectWithValue(isSyncTaskError(error) ? (error.serverMessage ?? error.message) : CHECKOUT_MESSAGES.placeOrderFailed);
      }
      dispatch(offlineOrderStatusChanged({ orderId, status: "held" }));
    } finally {
      extra.checkout.sendingOrders.delete(orderId);
    }
  } else {
    if (checked.data.account) extra.checkout.accountPasswords.set(orderId, checked.data.account.password);
    dispatch(offlineOrderHeld({ request: kept, heldAt: now, status: "held" }));
  }
  dispatch(orderPlaced({ request: kept, reply, placedAt: now, cart: { items: cart.cartItems, couponCode: cart.couponCode } }));
  await dispatch(clearCart({ sync: false }));
  return { orderId, reply, offline: reply === null };
});
