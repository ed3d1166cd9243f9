export { OrderDetail, type OrderDetailProps, type OrderDetailData, type OrderDetailLine } from "./OrderDetail";
