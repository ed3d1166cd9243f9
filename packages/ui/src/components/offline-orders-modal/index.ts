export { OfflineOrdersModal, OfflineOrders, OFFLINE_ORDERS_TITLE, type OfflineOrdersModalProps, type OfflineOrdersProps, type OfflineOrder } from "./OfflineOrdersModal";
