import type { ProductOption } from "@shop/catalog-pricing";
import type { SyncClient } from "@shop/sync-queue";
import { cartDeleteReplySchema, cartIdSchema, cartPullReplySchema, serverCartItemSchema, type ServerCartItem } from "./cart-item.schemas";
import { couponReplySchema } from "./coupon.schemas";
import { paymentMethodsReplySchema, shippingMethodsReplySchema, type PaymentMethod, type ShippingMethod, type ShippingMethodsRequest } from "./methods.schemas";
import { cartTotalsSchema, type CartTotals } from "./totals.schemas";

const CART = "/api/ext/{ext}/cart";

/** Which cart a call is for: a guest cart (`guest`: no customer token sent) or the session's. */
export interface CartSession {
  guest: boolean;
}

/**
 * The cart calls of commerce-core.md §7 over the sync client (never `fetch`), with the
 * customer's token (`auth`) and the cart id (`cart`: `{{cartId}}` from the session seam, which
 * reads the cart state). Replies are checked against @shop/cart's wire schemas. Reads are
 * silent; a refused write shows the server's message (§8 "other non-200 with message").
 */
export function createCartApi(api: SyncClient) {
  // A guest cart used after a refused customer token (the bypass) goes without the token.
  const auth = (session: CartSession) => !session.guest;
  return {
    /** POST create: a customer's cart with the token, a guest cart without. */
    create(options: { guest: boolean; storeCode: string }): Promise<string> {
      return api.post(`${CART}/create`, undefined, { schema: cartIdSchema, auth: !options.guest, query: { storeCode: options.storeCode } });
    },
    pull(session: CartSession): Promise<ServerCartItem[]> {
      return api.get(`${CART}/pull`, { schema: cartPullReplySchema, auth: auth(session), cart: true, silent: true });
    },
    /** POST update: a new line without `itemId` (its quantity joins a same line), else the line's absolute quantity. */
    update(line: { sku: string; qty: number; quoteId: string; itemId?: number; productOption?: ProductOption }, session: CartSession): Promise<ServerCartItem> {
      const cartItem = {
        sku: line.sku,
        qty: line.qty,
        quoteId: line.quoteId,
        ...(line.itemId !== undefined && { item_id: line.itemId }),
        ...(line.productOption !== undefined && { product_option: line.productOption }),
      };
      return api.post(`${CART}/update`, { cartItem }, { schema: serverCartItemSchema, auth: auth(session), cart: true });
    },
    delete(line: { itemId: number; quoteId: string; sku?: string }, session: CartSession): Promise<true> {
      const cartItem = { item_id: line.itemId, quoteId: line.quoteId, ...(line.sku !== undefined && { sku: line.sku }) };
      return api.post(`${CART}/delete`, { cartItem }, { schema: cartDeleteReplySchema, auth: auth(session), cart: true });
    },
    totals(session: CartSession): Promise<CartTotals> {
      return api.get(`${CART}/totals`, { schema: cartTotalsSchema, auth: auth(session), cart: true, silent: true });
    },
    paymentMethods(session: CartSession): Promise<PaymentMethod[]> {
      return api.get(`${CART}/payment-methods`, { schema: paymentMethodsReplySchema, auth: auth(session), cart: true, silent: true });
    },
    shippingMethods(address: ShippingMethodsRequest["address"], session: CartSession): Promise<ShippingMethod[]> {
      return api.post(`${CART}/shipping-methods`, { address }, { schema: shippingMethodsReplySchema, auth: auth(session), cart: true, silent: true });
    },
    /** commerce-core.md §7: the code as the `coupon` query parameter and `{coupon: [code]}`. A 404 is an unknown code. */
    applyCoupon(code: string, session: CartSession): Promise<true> {
      return api.post(`${CART}/apply-coupon`, { coupon: [code] }, { schema: couponReplySchema, auth: auth(session), cart: true, silent: true, query: { coupon: code } });
    },
    deleteCoupon(session: CartSession): Promise<true> {
      return api.post(`${CART}/delete-coupon`, undefined, { schema: couponReplySchema, auth: auth(session), cart: true, silent: true });
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
