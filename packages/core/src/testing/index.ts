export { createManualClock, type ManualClock } from "./manual-clock";
export {
  createCoreTestStore,
  createTestConfig,
  type CoreTestState,
  type CoreTestStore,
  type TestStore,
  type TestStoreDispatch,
} from "./core-test-store";
