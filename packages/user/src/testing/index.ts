export { createUserTestStore, type UserTestState, type UserTestStore } from "./user-test-store";
export { createFakeUserBackEnd, type FakeUserBackEndOptions } from "./fake-user-back-end";
