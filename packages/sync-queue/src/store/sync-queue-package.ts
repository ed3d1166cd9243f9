import { defineShopPackage, type CoreExtra } from "@shop/core";
import { createSyncClient } from "../client/sync-client";
import { createMemorySessionTokens, type SessionTokens } from "../queue/session-tokens";
import { createSyncQueue, type SyncQueueOptions } from "../queue/sync-queue";
import { bindSyncQueueToStore, type SyncBindableStore } from "./bind-store";
import { listenToBrowserConnectivity, type ConnectivityTarget } from "./browser-connectivity";
import { connectivitySlice } from "./connectivity.slice";
import type { SyncExtra } from "./sync-extra";
import { syncQueueSlice } from "./sync-queue.slice";

/** What the app gives the sync queue: objects, never settings (those are `ShopConfig`'s). */
export type SyncQueuePackageDeps = Omit<SyncQueueOptions, "config" | "clock" | "logger" | "tokens"> & {
  /** The session seam (@shop/user implements it); default: an in-memory guest session. */
  tokens?: SessionTokens;
  /** Online/offline events (the browser's `window`); default `window` in a browser runtime, none on a server. */
  connectivity?: ConnectivityTarget | null;
};

const browserWindow = (): ConnectivityTarget | null =>
  typeof window !== "undefined" && typeof window.addEventListener === "function" ? (window as unknown as ConnectivityTarget) : null;

/**
 * @shop/sync-queue's part of the one store (docs/package-contract.md): the connectivity and
 * queue slices, `extra.api` (the sync client over one queue, built once per store), the queue's
 * events bound to the store and, in a browser, to its online/offline events. On a server
 * (`runtime: "server"`) the queue is the server runtime's: memory only, never offline, no
 * queued writes. `dispose` of the composed store unbinds it all and disposes the queue (no
 * timer outlives a server request).
 */
export function syncQueuePackage(deps: SyncQueuePackageDeps = {}) {
  const { tokens, connectivity, ...queueOptions } = deps;
  return defineShopPackage({
    name: "@shop/sync-queue",
    slices: [connectivitySlice, syncQueueSlice],
    extra: (base: CoreExtra): Pick<SyncExtra, "api"> => {
      const queue = createSyncQueue({
        ...queueOptions,
        config: base.config,
        clock: base.clock,
        tokens: tokens ?? createMemorySessionTokens(),
        ...(base.runtime !== undefined && { runtime: base.runtime }),
        ...(base.logger !== undefined && { logger: base.logger }),
      });
      return { api: createSyncClient(queue) };
    },
    start: (store, extra: SyncExtra) => {
      const queue = extra.api.queue;
      const unbind = bindSyncQueueToStore(queue, store as SyncBindableStore, extra.clock);
      const target = connectivity === undefined ? (extra.runtime === "server" ? null : browserWindow()) : connectivity;
      const stopListening = target ? listenToBrowserConnectivity(queue, target) : () => undefined;
      return () => {
        stopListening();
        unbind();
        queue.dispose();
      };
    },
  });
}
