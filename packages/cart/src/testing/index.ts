export { createCartTestStore, type CartTestState, type CartTestStore } from "./cart-test-store";
