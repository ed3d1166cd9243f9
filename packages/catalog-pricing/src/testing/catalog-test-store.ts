import { composeShopStore, corePackage, type Logger } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { CatalogExtra } from "../catalog.extra";
import { catalogPricingPackage } from "../catalog.package";
import type { CatalogRootState } from "../catalog.state";

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

/** The test store's state: this package's slices, core's and the sync queue's. */
export interface CatalogTestState extends CatalogRootState {
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
}

/** The test store (declared: inferred, the published types said `any` for its state). */
export type CatalogTestStore = TestStore<CatalogTestState, CatalogExtra>;

/**
 * The store composed as the app's is (core, sync-queue, `catalogPricingPackage`, so the
 * repricing listener is registered), with a recording logger, over in-memory storage and a
 * manual clock (see `createTestClient`); MSW (`catalogHandlers`) or a real api answers. Catalog
 * settings are `config.catalog`'s.
 */
export function createCatalogTestStore(options: TestSyncQueueOptions = {}) {
  const setup = createTestClient(options);
  const logger = createRecordingLogger();
  const { store, extra, dispose, startListening } = composeShopStore<CatalogTestState, CatalogExtra>({
    config: setup.config,
    clock: setup.clock,
    logger,
    // Generous dev-check thresholds are the composer's: a loaded CI machine prints no timing warnings.
    ...(options.runtime && { runtime: options.runtime }),
    packages: [corePackage, syncQueueTestPackage(setup), catalogPricingPackage],
  });
  return { ...setup, store: store as CatalogTestStore, extra, logger, startListening, dispose };
}
