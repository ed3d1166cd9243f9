export { OrderList, type OrderListProps, type OrderListItem } from "./OrderList";
export { OrderStatusBadge } from "./OrderStatusBadge";
export { orderStatusLabel, orderStatusTone, orderPageCount, ORDER_HISTORY_PAGE_SIZE, type OrderStatusTone } from "./rules/order-status";
