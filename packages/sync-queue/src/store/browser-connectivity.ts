import type { SyncQueue } from "../queue/sync-queue";

/** The `window` part used: online/offline events and `navigator.onLine`. */
export interface ConnectivityTarget {
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
  navigator?: { onLine?: boolean };
}

/**
 * Keeps the queue's connectivity in step with the browser (commerce-core.md §4): offline
 * stops sending, online replays the queue. Returns the function that stops listening.
 */
export function listenToBrowserConnectivity(queue: SyncQueue, target: ConnectivityTarget): () => void {
  const goOnline = () => queue.setOnline(true, "browser");
  const goOffline = () => queue.setOnline(false, "browser");
  if (target.navigator?.onLine === false) goOffline();
  target.addEventListener("online", goOnline);
  target.addEventListener("offline", goOffline);
  return () => {
    target.removeEventListener("online", goOnline);
    target.removeEventListener("offline", goOffline);
  };
}
