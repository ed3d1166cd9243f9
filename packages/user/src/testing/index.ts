export { createUserTestStore, type UserTestState, type UserTestStore } from "./user-test-store";
