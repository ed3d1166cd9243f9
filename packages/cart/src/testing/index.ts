export { createCartTestStore, type CartTestState, type CartTestStore } from "./cart-test-store";
export { createFakeCartBackEnd, type FakeCartBackEnd } from "./fake-cart-back-end";
