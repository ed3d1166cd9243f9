import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { notificationsSlice } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import { bindSyncQueueToStore, connectivitySlice, syncQueueSlice } from "@shop/sync-queue";
import { createTestClient, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { StockExtra } from "../stock-extra";
import { stockSlice } from "../stock.slice";

/** A fresh reducer per store (a combined reducer is changed by `inject`). */
const createStockTestReducer = () => combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice, stockSlice);

/** The test store's state: core's notifications, the sync queue's slices and the stock cache. */
export type StockTestState = ReturnType<ReturnType<typeof createStockTestReducer>>;

/** The test store (declared: inferred, the published types said `any` for its state). */
export type StockTestStore = TestStore<StockTestState, StockExtra>;

/**
 * A store with the stock slice next to core's and the sync queue's, a manual clock, an
 * in-memory sync queue (MSW intercepts its fetch) and `extra` = `{ config, clock, api, logger }`.
 * Failures the package swallows are collected in `errors` instead of the console.
 */
export function createStockTestStore(options: TestSyncQueueOptions = {}) {
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
    reducer: createStockTestReducer(),
    // The dev-only state checks stay on; their slow-run warnings are raised past a loaded CI machine's noise.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 500 }, serializableCheck: { warnAfter: 500 } }),
  });
  const unbind = bindSyncQueueToStore(setup.queue, store, setup.clock);
  return { ...setup, store, extra, errors, unbind };
}
