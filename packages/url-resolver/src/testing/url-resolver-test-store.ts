import { composeShopStore, corePackage, type Logger, type NotificationsState, type StoreContextState } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import { createMemoryStorage, type ConnectivityState, type SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import { createHistoryPersistence } from "../history-persistence";
import type { NavigationHistoryState } from "../history.slice";
import type { UrlLookups, UrlResolverExtra } from "../url-resolver-extra";
import { urlResolverPackage } from "../url-resolver.package";
import type { UrlResolverState } from "../url.slice";

export interface UrlResolverTestStoreOptions extends TestSyncQueueOptions {
  lookups?: UrlLookups;
  /** The local URL cache's backing map (default: a new one); pass the same map to simulate a reload. */
  urlCacheEntries?: Map<string, unknown>;
  /** The navigation history's backing map. */
  historyEntries?: Map<string, unknown>;
}

/** The test store's state: core's notifications and store context, the sync queue's slices, the URL map and the history. */
export interface UrlResolverTestState {
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  urlResolver: UrlResolverState;
  navigationHistory: NavigationHistoryState;
}

/** The test store (declared: inferred, the published types said `any` for its state). */
export type UrlResolverTestStore = TestStore<UrlResolverTestState, UrlResolverExtra>;

/**
 * The store composed as the app's is (core, sync-queue, `urlResolverPackage`), over a manual
 * clock, an in-memory sync queue (MSW intercepts its fetch), an in-memory local URL cache and
 * history storage, with the look-up seams given. Settings: `config.urlResolver`. Swallowed
 * failures land in `errors`.
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
  const lookups = options.lookups;
  const { store, extra, dispose } = composeShopStore<UrlResolverTestState, UrlResolverExtra>({
    config: setup.config,
    clock: setup.clock,
    logger,
    ...(options.runtime && { runtime: options.runtime }),
    packages: [corePackage, syncQueueTestPackage(setup), urlResolverPackage({ cache: urlCache, history, ...(lookups && { lookups: () => lookups }) })],
  });
  return { ...setup, store: store as UrlResolverTestStore, extra, errors, urlCache, urlCacheEntries, historyEntries, unbind: dispose };
}
