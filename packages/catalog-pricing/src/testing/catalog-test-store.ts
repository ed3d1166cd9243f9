import { combineSlices, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { notificationsSlice, type Logger } from "@shop/core";
import { bindSyncQueueToStore, connectivitySlice, syncQueueSlice } from "@shop/sync-queue";
import { createTestClient, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import { createCatalogExtra, type CatalogOptionsInput } from "../catalog.extra";
import { registerCatalogPricingListeners, type CatalogStartListening } from "../catalog.listeners";
import { catalogSlice } from "../catalog.slice";
import { categorySlice } from "../category.slice";
import { productSlice } from "../product.slice";

export interface LogEntry {
  level: "warn" | "error";
  message: string;
  details?: unknown;
}

/** A logger that keeps what it is told, for assertions. */
export function createRecordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (message, details) => void entries.push({ level: "warn", message, details }),
    error: (message, details) => void entries.push({ level: "error", message, details }),
  };
}

/**
 * A store with core's notifications, the sync-queue slices and this package's catalog,
 * product and category slices; `extra` = the sync client's plus a recording logger and a
 * fresh search cache; the repricing listener registered. Over in-memory storage and a
 * manual clock (see `createTestClient`); MSW (`catalogHandlers`) or a real api answers.
 */
export function createCatalogTestStore(options: TestSyncQueueOptions & { catalog?: CatalogOptionsInput } = {}) {
  const setup = createTestClient(options);
  const logger = createRecordingLogger();
  const extra = createCatalogExtra({ config: setup.config, clock: setup.clock, api: setup.client }, { logger, ...(options.catalog && { catalog: options.catalog }) });
  const listeners = createListenerMiddleware();
  const reducer = combineSlices(notificationsSlice, connectivitySlice, syncQueueSlice, catalogSlice, productSlice, categorySlice);
  const store = configureStore({
    reducer,
    // Generous dev-check thresholds: a loaded CI machine should not print timing warnings.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 1000 }, serializableCheck: { warnAfter: 1000 } }).prepend(listeners.middleware),
  });
  const stopListening = registerCatalogPricingListeners(listeners.startListening as CatalogStartListening);
  const unbind = bindSyncQueueToStore(setup.queue, store, setup.clock);
  return { ...setup, store, extra, logger, listeners, stopListening, unbind };
}
