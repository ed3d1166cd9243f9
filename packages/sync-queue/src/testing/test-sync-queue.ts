import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { notificationsSlice, type Logger, type ShopConfig, type ShopConfigInput, type ShopRuntime } from "@shop/core";
import { createManualClock, createTestConfig, type ManualClock, type TestStore } from "@shop/core/testing";
import { createSyncClient, type SyncClient } from "../client/sync-client";
import { createMemorySessionTokens, type MemorySessionTokens } from "../queue/session-tokens";
import { createSyncQueue, type SyncQueue, type SyncQueueOptions } from "../queue/sync-queue";
import { bindSyncQueueToStore } from "../store/bind-store";
import { connectivitySlice } from "../store/connectivity.slice";
import type { SyncExtra } from "../store/sync-extra";
import { syncQueueSlice } from "../store/sync-queue.slice";
import { createMemoryStorage } from "../storage/memory-storage";

export interface TestSyncQueueOptions {
  /**
   * Overrides of the test config (`createTestConfig`), the queue's settings among them:
   * `{ network: { maxGatewayReplies: 1, maxGatewayReplyMs: 0, sessionRestoreTimeoutMs: 500 } }`,
   * `{ cache: { storageQuotaThreshold: 0.5 } }`. A bad value throws `ShopConfigError` by path.
   */
  config?: ShopConfigInput;
  clock?: ManualClock;
  /** Default: the global fetch at call time (MSW's `setupServer` intercepts it). */
  fetch?: SyncQueueOptions["fetch"];
  tokens?: { token?: string | null; refreshToken?: string | null; cartId?: string | null };
  /**
   * The backing map of the task storage: pass the same map to a second queue to simulate a
   * page reload over the same IndexedDB.
   */
  taskEntries?: Map<string, unknown>;
  online?: boolean;
  /** The queue's logger (default: the console under "[sync-queue]"). */
  logger?: Logger;
  /** See `SyncQueueOptions.runtime` (default "browser"); "server" also goes into the test store's `extra`. A server queue gets no storage (`taskEntries` stays empty). */
  runtime?: ShopRuntime;
}

export interface TestClient {
  config: ShopConfig;
  clock: ManualClock;
  tokens: MemorySessionTokens;
  /** The task storage's backing map (pass it to another `createTestClient` to simulate a reload). */
  taskEntries: Map<string, unknown>;
  queue: SyncQueue;
  client: SyncClient;
}

/**
 * A sync queue and its typed client over in-memory storage and a manual clock. Storage
 * errors throw, so a test never hides one.
 */
export function createTestClient(options: TestSyncQueueOptions = {}): TestClient {
  const config = createTestConfig(options.config);
  const clock = options.clock ?? createManualClock();
  const tokens = createMemorySessionTokens(options.tokens);
  const taskEntries = options.taskEntries ?? new Map<string, unknown>();
  const queue = createSyncQueue({
    config,
    clock,
    tokens,
    // A server queue takes none: it makes its own memory storage.
    ...(options.runtime !== "server" && { taskStorage: createMemoryStorage(taskEntries), resultStorage: createMemoryStorage() }),
    ...(options.runtime && { runtime: options.runtime }),
    online: options.online ?? true,
    onStorageError: (event) => {
      throw event.error;
    },
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.logger && { logger: options.logger }),
  });
  const client = createSyncClient(queue);
  return { config, clock, tokens, taskEntries, queue, client };
}

/** A fresh reducer per store (a combined reducer is changed by `inject`). */
const createSyncTestReducer = () => combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice);

/** The state of `createSyncTestStore`'s store: core's notifications and the two sync-queue slices. */
export type SyncTestState = ReturnType<ReturnType<typeof createSyncTestReducer>>;

export interface SyncTestStore extends TestClient {
  store: TestStore<SyncTestState, SyncExtra>;
  extra: SyncExtra;
  /** Stops turning the queue's events into actions. */
  unbind(): void;
}

/**
 * A Redux store with core's notifications and the sync-queue slices, `extra` = `{ config,
 * clock, api }`, and the queue's events bound to it: what a domain package's thunk test needs.
 */
export function createSyncTestStore(options: TestSyncQueueOptions = {}): SyncTestStore {
  const setup = createTestClient(options);
  const extra: SyncExtra = { config: setup.config, clock: setup.clock, api: setup.client, ...(options.runtime && { runtime: options.runtime }) };
  const store = configureStore({
    reducer: createSyncTestReducer(),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
  const unbind = bindSyncQueueToStore(setup.queue, store, setup.clock);
  return { ...setup, store, extra, unbind };
}
