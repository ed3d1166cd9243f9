export {
  salableErrorSchema,
  salableReplySchema,
  salableResultSchema,
  skuRequestSchema,
  stockCheckReplySchema,
  stockItemSchema,
  stockListReplySchema,
  type SalableResult,
  type SkuRequest,
  type StockItem,
} from "./stock.schemas";
