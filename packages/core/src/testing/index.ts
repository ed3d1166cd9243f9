export { createManualClock, type ManualClock } from "./manual-clock";
export { createCoreTestStore, createTestConfig } from "./core-test-store";
