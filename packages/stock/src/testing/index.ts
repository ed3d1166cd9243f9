export { stockFixtures, manyStockItems } from "./stock-fixtures";
export { createStockMswBackend, type StockMswBackend } from "./stock-msw-handlers";
export { createStockTestStore, type StockTestState, type StockTestStore } from "./stock-test-store";
