export { createTestClient, createSyncTestStore, type TestSyncQueueOptions } from "./test-sync-queue";
export { apiUrl, envelopeReply, errorReply, refreshReply } from "./msw-replies";
export { settleWithClock } from "./settle-with-clock";
export { createMemoryStorage } from "../storage/memory-storage";
