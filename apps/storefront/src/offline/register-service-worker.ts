import { spawnNotification, storeUrlPrefix, type ShopConfig } from "@shop/core";
import type { ShopStoreHandle } from "@shop/store";
import { OFFLINE_UNAVAILABLE_FRAGMENT, OFFLINE_UNAVAILABLE_MESSAGE, serviceWorkerUrl } from "./offline-pages";

/** The action the update notification's button dispatches (a plain action: notifications hold data, not functions). */
export const RELOAD_FOR_UPDATE = "app/reloadForUpdate";

/**
 * Registers /service-worker.js (presentation-content.md §7) and offers a new version: when a
 * newer worker waits, a notification 'A new version of the shop is available.' with 'Reload'
 * lets it take over and reloads once it controls the page. Service worker errors are logged
 * only (§8).
 */
export async function registerServiceWorker(handle: ShopStoreHandle, config: ShopConfig): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  const prefixes = Object.values(config.storeViews.views).map((view) => storeUrlPrefix(view, config));
  const workbox = new Workbox(serviceWorkerUrl(prefixes));
  workbox.addEventListener("waiting", () => {
    void handle.store.dispatch(
      spawnNotification({ type: "info", message: "A new version of the shop is available.", hasNoTimeout: true, action1: { label: "Reload", command: { kind: "dispatch", action: { type: RELOAD_FOR_UPDATE } } } }),
    );
  });
  handle.startListening({
    predicate: (action) => action.type === RELOAD_FOR_UPDATE,
    effect: () => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    },
  });
  try {
    await workbox.register();
  } catch (error) {
    console.error("[storefront] service worker registration failed", error);
  }
}

/**
 * The landing of an offline navigation to a page never kept (the worker sent the shopper
 * home with a fragment): the spec's message with OK, and the fragment removed.
 */
export function announceOfflineLanding(handle: ShopStoreHandle): void {
  if (window.location.hash !== OFFLINE_UNAVAILABLE_FRAGMENT) return;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  void handle.store.dispatch(spawnNotification({ type: "warning", message: OFFLINE_UNAVAILABLE_MESSAGE, action1: { label: "OK" } }));
}
