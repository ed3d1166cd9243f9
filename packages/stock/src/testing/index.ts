export { stockFixtures, manyStockItems } from "./stock-fixtures";
export { createStockMswBackend, type StockMswBackend } from "./stock-msw-handlers";
export { createStockTestStore } from "./stock-test-store";
