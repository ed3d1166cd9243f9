import { composeShopStore, corePackage, type NotificationsState, type StoreContextState } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { StockExtra } from "../stock-extra";
import { stockPackage } from "../stock.package";
import type { StockState } from "../stock.slice";

/** The test store's state: core's notifications and store context, the sync queue's slices and the stock cache. */
export interface StockTestState {
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  stock: StockState;
}

/** The test store (declared: inferred, the published types said `any` for its state). */
export type StockTestStore = TestStore<StockTestState, StockExtra>;

/**
 * The store composed as the app's is (core, sync-queue, `stockPackage`), over a manual clock
 * and an in-memory sync queue (MSW intercepts its fetch). Failures the package swallows are
 * collected in `errors` instead of the console.
 */
export function createStockTestStore(options: TestSyncQueueOptions = {}) {
  const setup = createTestClient(options);
  const errors: { message: string; error: unknown }[] = [];
  const { store, extra, dispose } = composeShopStore<StockTestState, StockExtra>({
    config: setup.config,
    clock: setup.clock,
    logger: {
      warn: (message, error) => void errors.push({ message, error }),
      error: (message, error) => void errors.push({ message, error }),
    },
    ...(options.runtime && { runtime: options.runtime }),
    packages: [corePackage, syncQueueTestPackage(setup), stockPackage],
  });
  return { ...setup, store: store as StockTestStore, extra, errors, unbind: dispose };
}
