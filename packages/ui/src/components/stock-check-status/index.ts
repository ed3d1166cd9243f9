export { StockCheckStatus, type StockCheckStatusProps } from "./StockCheckStatus";
