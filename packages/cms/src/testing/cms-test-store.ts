import { composeShopStore, corePackage, type Logger, type NotificationsState, type StoreContextState } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { CmsExtra } from "../cms.extra";
import { cmsPackage } from "../cms.package";
import type { CmsState } from "../cms.slice";
import { initialCmsNewsletterState, type CmsNewsletterState } from "../newsletter.slice";
import type { CmsPreviewState } from "../preview.slice";

export interface CmsTestState {
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  cms: CmsState;
  cmsPreview: CmsPreviewState;
  cmsNewsletter: CmsNewsletterState;
}

export type CmsTestStore = TestStore<CmsTestState, CmsExtra>;

/**
 * The store composed as the app's is (core, sync-queue, `cmsPackage`) over a manual clock and an
 * in-memory queue. `dataLayer`: the tag manager's array (default: a fresh one, returned).
 * Warnings and errors land in `logs`. `preloadedNewsletter`: the browser's persisted keys.
 */
export function createCmsTestStore(options: TestSyncQueueOptions & { preloadedNewsletter?: Partial<CmsNewsletterState>; dataLayer?: object[] } = {}) {
  const setup = createTestClient(options);
  const logs: { message: string; details: unknown }[] = [];
  const logger: Logger = { warn: (message, details) => void logs.push({ message, details }), error: (message, details) => void logs.push({ message, details }) };
  const dataLayer = options.dataLayer ?? [];
  const { store, extra, dispose, startListening } = composeShopStore<CmsTestState, CmsExtra>({
    config: setup.config,
    clock: setup.clock,
    logger,
    ...(options.runtime && { runtime: options.runtime }),
    ...(options.preloadedNewsletter && { preloadedState: { cmsNewsletter: { ...initialCmsNewsletterState, ...options.preloadedNewsletter } } }),
    packages: [corePackage, syncQueueTestPackage(setup), cmsPackage({ dataLayer })],
  });
  return { ...setup, store: store as CmsTestStore, extra, logs, dataLayer, startListening, dispose };
}
