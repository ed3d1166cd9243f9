import type { ShopConfigInput } from "@shop/core";
import { createTestClient, type TestSyncQueueOptions } from "../testing/test-sync-queue";
import type { SyncEventMap, SyncEventName } from "../queue/sync-events";

/** The token refresh's path under the test config (extension "shop"). */
export const REFRESH_PATH = "/api/ext/shop/refresh";

/** A test client pointed at a loopback server, recording every event the queue emits. */
export function queueAgainst(apiUrl: string, options: Omit<TestSyncQueueOptions, "config"> & { config?: ShopConfigInput } = {}) {
  const setup = createTestClient({
    ...options,
    config: {
      ...options.config,
      api: { url: apiUrl, ...options.config?.api },
      // The manual clock drives waits; the request timeout must not fire while it is advanced.
      network: { requestTimeoutMs: 1e9, ...options.config?.network },
    },
  });
  const events: { type: SyncEventName; payload: unknown }[] = [];
  const names: SyncEventName[] = [
    "online-changed",
    "queue-changed",
    "token-refresh-changed",
    "session-expires",
    "session-ended",
    "show-login",
    "cart-id-missing",
    "notification",
    "task-done",
    "task-failed",
  ];
  for (const name of names) setup.queue.events.on(name, (payload) => events.push({ type: name, payload }));
  const eventsOf = <K extends SyncEventName>(type: K) =>
    events.filter((event) => event.type === type).map((event) => event.payload as SyncEventMap[K]);
  return { ...setup, events, eventsOf };
}

type QueueUnderTest = ReturnType<typeof queueAgainst>;

/** The app's normal traffic: a direct call that gets a reply (evidence the back end answers), then whatever queue run it started. */
export async function appRequest(page: Pick<QueueUnderTest, "queue">, apiUrl: string): Promise<void> {
  await page.queue.execute({ url: `${apiUrl}/api/stock` });
  await page.queue.runQueue();
}

/** Moves the manual clock (firing the retry timer of a waiting task, if due), then waits for the queue run. */
export async function advanceQueue(page: Pick<QueueUnderTest, "queue" | "clock">, ms: number): Promise<void> {
  page.clock.advance(ms);
  await page.queue.runQueue();
}
