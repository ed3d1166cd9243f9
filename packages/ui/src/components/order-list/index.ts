export { OrderList, type OrderListProps, type OrderListItem } from "./OrderList";
export { OrderStatusBadge } from "./OrderStatusBadge";
export { orderStatusTone, orderPageCount, ORDER_HISTORY_PAGE_SIZE, type OrderStatusTone } from "./rules/order-status";
