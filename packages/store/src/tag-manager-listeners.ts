import { isAnyOf } from "@reduxjs/toolkit";
import { addToCart, removeItem, selectCartLines, type CartState } from "@shop/cart";
import { chooseShippingMethod, placeOrder, savePaymentDetails } from "@shop/checkout";
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  checkoutOptionEvent,
  purchaseEvent,
  removeFromCartEvent,
  pushTagEvent,
  type CmsExtra,
  type TagEvent,
  type TagItem,
} from "@shop/cms";
import { defineShopPackage, selectStoreView, type StoreContextState } from "@shop/core";

type TaggedState = { cart: CartState; storeContext: StoreContextState };
type Dispatching = { dispatch: (action: ReturnType<typeof pushTagEvent>) => unknown };
// A listener's api has no `extra`: the push goes through a thunk, which has.
const push = (api: unknown, event: TagEvent) => void (api as Dispatching).dispatch(pushTagEvent(event));

const tagItemOf = (line: { sku: string; name: string; qty: number; price_incl_tax?: number | undefined; parentSku?: string | undefined }): TagItem => ({
  sku: line.sku,
  name: line.name,
  price: line.price_incl_tax ?? 0,
  quantity: line.qty,
  ...(line.parentSku !== undefined && line.parentSku !== line.sku && { variant: line.sku }),
});
const linesOf = (state: TaggedState): TagItem[] => selectCartLines(state).map(tagItemOf);
const currencyOf = (state: TaggedState) => selectStoreView(state).i18n.currencyCode;

/**
 * The tag manager's listeners on @shop/cart's and @shop/checkout's actions (presentation-content.md
 * §7 Tag manager), wired here because @shop/cms sits beside the cart and below the checkout
 * (ARCHITECTURE: imports never point up). add_to_cart and remove_from_cart follow the shopper's
 * add and remove; add_shipping_info and checkoutOption (step 2) the chosen shipping method;
 * add_payment_info and checkoutOption (step 3) the chosen payment method; purchase a placed
 * order (its lines as they were when the order was asked). view_item_list, view_item, view_cart and
 * begin_checkout are the pages' (the app pushes them with @shop/cms's builders through
 * `extra.cms.tagManager`).
 */
export const tagManagerListenersPackage = defineShopPackage<CmsExtra>({
  name: "@shop/store/tag-manager",
  slices: [],
  needs: ["cms"],
  listeners: (startListening) => {
    const removing = new Map<string, { currency: string; item: TagItem }>();
    const offs = [
      startListening({
        actionCreator: addToCart.fulfilled,
        effect: (action, api) => {
          const currency = currencyOf(api.getState() as TaggedState);
          for (const outcome of action.payload) {
            if (!outcome.added) continue;
            const added = action.meta.arg.products.find((entry) => entry.product.sku === outcome.sku);
            if (!added) continue;
            const qty = typeof added.qty === "number" && added.qty > 0 ? added.qty : 1;
            push(api, addToCartEvent(currency, tagItemOf({ ...added.product, qty })));
          }
        },
      }),
      // The line as it was when its removal was asked (the thunk removes it before it ends).
      startListening({
        actionCreator: removeItem.pending,
        effect: (action, api) => {
          const state = api.getState() as TaggedState;
          const line = selectCartLines(state).find((entry) => entry.identity === action.meta.arg.identity);
          if (line) removing.set(action.meta.requestId, { currency: currencyOf(state), item: tagItemOf(line) });
        },
      }),
      startListening({
        matcher: isAnyOf(removeItem.fulfilled, removeItem.rejected),
        effect: (action: ReturnType<typeof removeItem.fulfilled> | ReturnType<typeof removeItem.rejected>, api) => {
          const line = removing.get(action.meta.requestId);
          removing.delete(action.meta.requestId);
          if (line && removeItem.fulfilled.match(action) && action.payload) push(api, removeFromCartEvent(line.currency, line.item));
        },
      }),
      startListening({
        actionCreator: chooseShippingMethod.fulfilled,
        effect: (action, api) => {
          const state = api.getState() as TaggedState;
          const tier = `${action.meta.arg.carrierCode}_${action.meta.arg.methodCode}`;
          push(api, checkoutOptionEvent(2, tier));
          push(api, addShippingInfoEvent(currencyOf(state), linesOf(state), tier));
        },
      }),
      startListening({
        actionCreator: savePaymentDetails.fulfilled,
        effect: (action, api) => {
          const method = action.meta.arg.paymentMethod;
          if (method === undefined || method === "") return;
          const state = api.getState() as TaggedState;
          push(api, checkoutOptionEvent(3, method));
          push(api, addPaymentInfoEvent(currencyOf(state), linesOf(state), method));
        },
      }),
    ];
    // purchase: the lines as they were when the order was asked (placing clears the cart).
    const asked = new Map<string, { currency: string; items: TagItem[] }>();
    offs.push(
      startListening({
        actionCreator: placeOrder.pending,
        effect: (action, api) => {
          const state = api.getState() as TaggedState;
          asked.set(action.meta.requestId, { currency: currencyOf(state), items: linesOf(state) });
        },
      }),
      startListening({
        actionCreator: placeOrder.fulfilled,
        effect: (action, api) => {
          const order = asked.get(action.meta.requestId);
          asked.delete(action.meta.requestId);
          if (!order) return;
          const value = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
          push(api, purchaseEvent({ currency: order.currency, transactionId: action.payload.orderId, value, items: order.items }));
        },
      }),
      startListening({
        actionCreator: placeOrder.rejected,
        effect: (action) => void asked.delete(action.meta.requestId),
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  },
});
