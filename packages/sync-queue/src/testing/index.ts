export {
  createTestClient,
  createSyncTestStore,
  type SyncTestState,
  type SyncTestStore,
  type TestClient,
  type TestSyncQueueOptions,
} from "./test-sync-queue";
export { apiUrl, envelopeReply, errorReply, refreshReply } from "./msw-replies";
export { settleWithClock } from "./settle-with-clock";
export { syncQueueTestPackage } from "./sync-queue-test-package";
export { createMemoryStorage } from "../storage/memory-storage";
