export {
  orderBillingAddressSchema,
  orderIdSchema,
  orderLineSchema,
  orderReplySchema,
  orderRequestSchema,
  type OrderLine,
  type OrderReply,
  type OrderRequest,
} from "./order.schemas";
