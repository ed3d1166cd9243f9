export { composeCartTestStore, createCartTestStore, type CartTestState, type CartTestStore } from "./cart-test-store";
export { createFakeCartBackEnd, type FakeCart, type FakeCartBackEnd, type FakeCartBackEndOptions, type FakeCartLine } from "./fake-cart-back-end";
