import { defineShopPackage, type CoreExtra } from "@shop/core";
import { bindSyncQueueToStore, type SyncBindableStore } from "../store/bind-store";
import { connectivitySlice } from "../store/connectivity.slice";
import type { SyncExtra } from "../store/sync-extra";
import { syncQueueSlice } from "../store/sync-queue.slice";
import type { TestClient } from "./test-sync-queue";

/**
 * `syncQueuePackage` over a test client (`createTestClient`: memory storage, manual clock, the
 * test's session), so a package's test store is composed exactly as the app's store is and
 * the test still reaches the queue, its tokens and its stored tasks.
 */
export function syncQueueTestPackage(setup: TestClient) {
  return defineShopPackage({
    name: "@shop/sync-queue",
    slices: [connectivitySlice, syncQueueSlice],
    extra: (_base: CoreExtra): Pick<SyncExtra, "api"> => ({ api: setup.client }),
    start: (store) => bindSyncQueueToStore(setup.queue, store as SyncBindableStore, setup.clock),
  });
}
