import { catalogPricingPackage, type CatalogRootState } from "@shop/catalog-pricing";
import { composeShopStore, corePackage, type Logger } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { SearchExtra } from "../search.extra";
import { searchPackage } from "../search.package";
import type { SearchState } from "../search.slice";
import { createMemorySearchStorage } from "../visitor/search-storage";

export interface SearchTestState extends CatalogRootState {
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  search: SearchState;
}

export type SearchTestStore = TestStore<SearchTestState, SearchExtra>;

/**
 * The store composed as the app's is (core, sync-queue, catalog-pricing, `searchPackage`) over a
 * manual clock, an in-memory sync queue and an in-memory local storage (`storage.entries`: pass
 * the same map to a second store to simulate a reload). Visitor keys are "key-1", "key-2", … so
 * tests can name them. Logged failures land in `errors`.
 */
export function createSearchTestStore(options: TestSyncQueueOptions & { storageEntries?: Map<string, string> } = {}) {
  const setup = createTestClient(options);
  const storage = createMemorySearchStorage(options.storageEntries);
  let made = 0;
  const errors: { message: string; error: unknown }[] = [];
  const record = (message: string, error: unknown) => void errors.push({ message, error });
  const logger: Logger = { warn: record, error: record };
  const { store, extra, dispose, startListening } = composeShopStore<SearchTestState, SearchExtra>({
    config: setup.config,
    clock: setup.clock,
    logger,
    ...(options.runtime && { runtime: options.runtime }),
    packages: [corePackage, syncQueueTestPackage(setup), catalogPricingPackage, searchPackage({ storage, newKey: () => `key-${++made}` })],
  });
  return { ...setup, store: store as SearchTestStore, extra, storage, errors, startListening, dispose };
}
