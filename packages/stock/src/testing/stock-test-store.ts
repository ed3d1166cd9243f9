import { combineSlices, configureStore, type EnhancedStore, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import { notificationsSlice, type NotificationsState } from "@shop/core";
import { bindSyncQueueToStore, connectivitySlice, syncQueueSlice, type ConnectivityState, type SyncQueueState } from "@shop/sync-queue";
import { createTestClient, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { StockExtra } from "../stock-extra";
import { stockSlice, type StockState } from "../stock.slice";

/** The test store's state: core's notifications, the sync queue's slices and the stock cache. */
export interface StockTestState {
  notifications: NotificationsState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  stock: StockState;
}

/** The test store; its dispatch runs this package's thunks with `extra`. Spelled out: inferred, the declaration file lost the state type. */
export type StockTestStore = EnhancedStore<StockTestState, UnknownAction> & { dispatch: ThunkDispatch<StockTestState, StockExtra, UnknownAction> };

export type StockTestSetup = ReturnType<typeof createTestClient> & {
  store: StockTestStore;
  extra: StockExtra;
  /** Failures the package swallowed (its logger's calls). */
  errors: { message: string; error: unknown }[];
  /** Unbinds the sync queue from the store. */
  unbind: () => void;
};

/**
 * A store with the stock slice next to core's and the sync queue's, a manual clock, an
 * in-memory sync queue (MSW intercepts its fetch) and `extra` = `{ config, clock, api, logger }`.
 * Failures the package swallows are collected in `errors` instead of the console.
 */
export function createStockTestStore(options: TestSyncQueueOptions = {}): StockTestSetup {
  const setup = createTestClient(options);
  const errors: { message: string; error: unknown }[] = [];
  const extra: StockExtra = {
    config: setup.config,
    clock: setup.clock,
    api: setup.client,
    logger: {
      warn: (message, error) => void errors.push({ message, error }),
      error: (message, error) => void errors.push({ message, error }),
    },
  };
  const store: StockTestStore = configureStore({
    reducer: combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice, stockSlice),
    // The dev-only state checks stay on; their slow-run warnings are raised past a loaded CI machine's noise.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 500 }, serializableCheck: { warnAfter: 500 } }),
  });
  const unbind = bindSyncQueueToStore(setup.queue, store, setup.clock);
  return { ...setup, store, extra, errors, unbind };
}
