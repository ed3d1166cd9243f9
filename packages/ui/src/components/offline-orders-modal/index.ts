export { OfflineOrdersModal, type OfflineOrdersModalProps, type OfflineOrder } from "./OfflineOrdersModal";
