export { createManualClock, type ManualClock } from "./manual-clock";
export {
  createCoreTestStore,
  createTestConfig,
  type CoreTestState,
  type CoreTestStore,
  type TestStore,
  type TestStoreDispatch,
} from "./core-test-store";
export { PASSWORD_RULE_CASES, type PasswordRuleCase } from "./password-rule-cases";
