import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { notificationsSlice, type Logger } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import { bindSyncQueueToStore, connectivitySlice, createMemoryStorage, syncQueueSlice } from "@shop/sync-queue";
import { createTestClient, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import { createHistoryPersistence } from "../history-persistence";
import { navigationHistorySlice } from "../history.slice";
import { createUrlResolverOptions, type UrlResolverOptionsInput } from "../url-resolver.options";
import type { UrlLookups, UrlResolverExtra } from "../url-resolver-extra";
import { urlResolverSlice } from "../url.slice";

export interface UrlResolverTestStoreOptions extends TestSyncQueueOptions {
  lookups?: UrlLookups;
  options?: UrlResolverOptionsInput;
  /** The local URL cache's backing map (default: a new one); pass the same map to simulate a reload. */
  urlCacheEntries?: Map<string, unknown>;
  /** The navigation history's backing map. */
  historyEntries?: Map<string, unknown>;
}

/** A fresh reducer per store (a combined reducer is changed by `inject`). */
const createUrlResolverTestReducer = () => combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice, urlResolverSlice, navigationHistorySlice);

/** The test store's state: core's notifications, the sync queue's slices, the URL map and the history. */
export type UrlResolverTestState = ReturnType<ReturnType<typeof createUrlResolverTestReducer>>;

/** The test store (declared: inferred, the published types said `any` for its state). */
export type UrlResolverTestStore = TestStore<UrlResolverTestState, UrlResolverExtra>;

/**
 * A store with the URL map and history slices next to core's and the sync queue's, a manual
 * clock, an in-memory sync queue (MSW intercepts its fetch), an in-memory local URL cache and
 * history storage, and the look-up seams given. Swallowed failures land in `errors`.
 */
export function createUrlResolverTestStore(options: UrlResolverTestStoreOptions = {}) {
  const setup = createTestClient(options);
  const errors: { message: string; error: unknown }[] = [];
  const record = (message: string, error: unknown) => void errors.push({ message, error });
  const logger: Logger = { warn: record, error: record };
  const urlCacheEntries = options.urlCacheEntries ?? new Map<string, unknown>();
  const historyEntries = options.historyEntries ?? new Map<string, unknown>();
  const urlCache = createMemoryStorage(urlCacheEntries);
  const history = createHistoryPersistence({
    storage: createMemoryStorage(historyEntries),
    clock: setup.clock,
    writeDelayMs: setup.config.history.writeDelayMs,
    logger,
  });
  const extra: UrlResolverExtra = {
    config: setup.config,
    clock: setup.clock,
    api: setup.client,
    urlCache,
    history,
    urlResolverOptions: createUrlResolverOptions(options.options),
    logger,
    ...(options.lookups && { urlLookups: options.lookups }),
    ...(options.runtime && { runtime: options.runtime }),
  };
  const store: UrlResolverTestStore = configureStore({
    reducer: createUrlResolverTestReducer(),
    // The dev-only state checks stay on; their slow-run warnings are raised past a loaded CI machine's noise.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 500 }, serializableCheck: { warnAfter: 500 } }),
  });
  const unbind = bindSyncQueueToStore(setup.queue, store, setup.clock);
  return { ...setup, store, extra, errors, urlCache, urlCacheEntries, historyEntries, unbind };
}
