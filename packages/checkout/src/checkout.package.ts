import type { CartExtra } from "@shop/cart";
import { defineShopPackage } from "@shop/core";
import { connectivityChanged, syncTaskDone, syncTaskFailed } from "@shop/sync-queue";
import { createCheckoutApi, ORDER_SENT_EVENT } from "./checkout.api";
import type { CheckoutPackageExtra } from "./checkout.extra";
import { offlineOrdersReconnected } from "./checkout.offline";
import { checkoutSlice, offlineOrderSent, offlineOrderStatusChanged, type CheckoutState } from "./checkout.slice";
import { orderReplySchema } from "./order.schemas";
import { createPaymentApi } from "./payment.api";

const newOrderId = () => globalThis.crypto.randomUUID();

/**
 * @shop/checkout's part of the one store (docs/package-contract.md): the checkout slice,
 * `extra.checkout` (the order and postcode client, the payment provider's client, built once per
 * store) and its listeners: going online sends or offers the offline orders (commerce-core.md §4);
 * a queued order's reply, also one replayed after a reload, settles its offline entry. Settings:
 * `ShopConfig.orders`, `payment`, `user.checkoutActivityWindowMinutes`. Needs @shop/cart's `extra.cart`.
 */
export const checkoutPackage = defineShopPackage({
  name: "@shop/checkout",
  slices: [checkoutSlice],
  needs: ["api", "cart"],
  extra: (base: CartExtra): { checkout: CheckoutPackageExtra } => ({
    checkout: { api: createCheckoutApi(base.api), payment: createPaymentApi(base.api, base.config), createOrderId: newOrderId, accountPasswords: new Map(), sendingOrders: new Set() },
  }),
  listeners: (startListening) => {
    // "sending" too: one left by an earlier page (a direct call a reload cut) is held again by the reconnect.
    const hasHeld = (state: unknown) => ((state as { checkout?: CheckoutState }).checkout?.offlineOrders ?? []).some((order) => order.status !== "failed");
    const offOnline = startListening({
      actionCreator: connectivityChanged,
      effect: async (action, api) => {
        if (!action.payload.online || !hasHeld(api.getState())) return;
        const dispatch = api.dispatch as unknown as (thunk: ReturnType<typeof offlineOrdersReconnected>) => Promise<unknown>;
        await dispatch(offlineOrdersReconnected());
      },
    });
    const offDone = startListening({
      actionCreator: syncTaskDone,
      effect: (action, api) => {
        if (action.payload.callbackEvent !== ORDER_SENT_EVENT || action.payload.task.resultCode !== 200) return;
        const reply = orderReplySchema.safeParse(action.payload.task.result);
        if (reply.success) api.dispatch(offlineOrderSent({ orderId: reply.data.order_id, reply: reply.data }));
      },
    });
    const offFailed = startListening({
      actionCreator: syncTaskFailed,
      effect: (action, api) => {
        if (action.payload.callbackEvent !== ORDER_SENT_EVENT) return;
        const { error, task } = action.payload;
        // Dropped unsent (the session ended): held again, never lost. Refused: failed, with its message.
        if (error.kind === "cleared" || error.kind === "network") api.dispatch(offlineOrderStatusChanged({ orderId: task.task_id, status: "held" }));
        else api.dispatch(offlineOrderStatusChanged({ orderId: task.task_id, status: "failed", error: error.serverMessage ?? error.message }));
      },
    });
    return () => {
      offOnline();
      offDone();
      offFailed();
    };
  },
});
