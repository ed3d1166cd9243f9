import { shippingInformationReplySchema, type CartSession, type ShippingInformationReply, type ShippingInformationRequest } from "@shop/cart";
import type { SyncClient } from "@shop/sync-queue";
import { orderReplySchema, orderRequestSchema, type OrderReply, type OrderRequest } from "./order.schemas";
import { postcodeLookupReplySchema, type PostcodeLookupQuery, type PostcodeLookupReply } from "./postcode.schemas";

/** The callback event of a queued order: its reply reaches the checkout also after a reload. */
export const ORDER_SENT_EVENT = "checkout/orderSent";

/**
 * The checkout's back-end calls over the sync client (never `fetch`): the order (commerce-core.md
 * §7 "POST /api/order"), the cart's shipping-information (§7 Cart) and the postcode look-up.
 * Replies are checked against the shared schemas.
 */
export function createCheckoutApi(api: SyncClient) {
  return {
    /**
     * POST /api/order, with the customer's token when there is one. The order id is the task's id,
     * so its `Idempotency-Key`: the back end places an order id once (a replay answers the first
     * reply). `queue`: persisted and sent in order, also after a reload (offline orders).
     */
    placeOrder(order: OrderRequest, options: { queue?: boolean } = {}): Promise<OrderReply> {
      const body = orderRequestSchema.parse(order);
      return api.post("/api/order", body, {
        schema: orderReplySchema,
        auth: true,
        taskId: body.order_id,
        ...(options.queue && { queue: true, callbackEvent: ORDER_SENT_EVENT, silent: true }),
      });
    },
    /** POST …/cart/shipping-information {addressInformation}: stores address and method on the cart, answers totals and payment methods. */
    shippingInformation(request: ShippingInformationRequest, session: CartSession): Promise<ShippingInformationReply> {
      return api.post("/api/ext/{ext}/cart/shipping-information", request, { schema: shippingInformationReplySchema, auth: !session.guest, cart: true });
    },
    /** GET …/postcode: street and city of a Dutch postcode and house number. */
    lookUpPostcode(query: PostcodeLookupQuery): Promise<PostcodeLookupReply> {
      return api.get("/api/ext/{ext}/postcode", { schema: postcodeLookupReplySchema, query: { ...query }, silent: true });
    },
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
