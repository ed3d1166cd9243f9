import { createManualClock, createTestConfig } from "@shop/core/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { KeyValueStorage } from "../storage/key-value-storage";
import { createLocalForageStorage } from "../storage/localforage-storage";
import { createMemoryStorage } from "../storage/memory-storage";
import { settleWithClock } from "../testing/settle-with-clock";
import { createMemorySessionTokens } from "./session-tokens";
import { createSyncQueue } from "./sync-queue";
import type { FetchLike } from "./transport";
import { flush } from "../test-support/timing";

// The browser defaults without a browser: every localforage store made is recorded; the first
// one of each name never answers (a hung IndexedDB), later ones work.
vi.mock("../storage/localforage-storage", () => ({ hasBrowserStorage: () => true, createLocalForageStorage: vi.fn() }));

const hung: KeyValueStorage = {
  getItem: () => new Promise(() => undefined),
  setItem: () => new Promise(() => undefined),
  removeItem: () => new Promise(() => undefined),
  iterate: () => new Promise(() => undefined),
  keys: () => new Promise(() => undefined),
  clear: () => new Promise(() => undefined),
};

const made = new Map<string, Map<string, unknown>[]>();
beforeEach(() => {
  made.clear();
  vi.mocked(createLocalForageStorage).mockImplementation(({ storeName }) => {
    const stores = made.get(storeName) ?? [];
    made.set(storeName, stores);
    const entries = new Map<string, unknown>();
    stores.push(entries);
    return stores.length === 1 ? hung : createMemoryStorage(entries);
  });
});

const fetch: FetchLike = async () => new Response(JSON.stringify({ code: 200, result: "ok" }), { headers: { "content-type": "application/json" } });

/** A queue on the default stores, once loading the stored tasks gave up (iterate timeout). */
async function loadedDefaultQueue() {
  const clock = createManualClock();
  const queue = createSyncQueue({ config: createTestConfig(), clock, tokens: createMemorySessionTokens(), fetch, onStorageError: () => undefined });
  await flush();
  clock.advance(2000);
  await queue.ready();
  return { queue, clock };
}

describe("default localforage stores (commerce-core.md §8 cache recreated after non-response)", () => {
  it("the task store that did not answer is recreated: queued tasks reach the new one", async () => {
    const { queue } = await loadedDefaultQueue();
    expect(made.get("syncTasks")).toHaveLength(2);
    const recreated = made.get("syncTasks")![1]!;
    queue.setOnline(false);
    const done = queue.queue({ url: "http://127.0.0.1:9/api/order", method: "POST", body: 1 });
    while (queue.pendingTasks().length === 0) await flush();
    expect([...recreated.values()]).toEqual(queue.pendingTasks());
    queue.setOnline(true);
    await expect(done).resolves.toMatchObject({ result: "ok" });
    expect(recreated.size).toBe(0);
  });

  it("the result store that did not answer is recreated: cached results reach the new one", async () => {
    const { queue, clock } = await loadedDefaultQueue();
    const url = "http://127.0.0.1:9/api/product";
    await settleWithClock(queue.execute({ url, is_result_cacheable: true }), clock, { stepMs: 800 });
    // Keeping that result hangs until the 800 ms write timeout.
    for (let step = 0; step < 3; step += 1) {
      await flush();
      clock.advance(800);
    }
    expect(made.get("syncResults")).toHaveLength(2);
    await queue.execute({ url, is_result_cacheable: true });
    expect([...made.get("syncResults")![1]!.keys()]).toEqual([`GET ${url}`]);
  });
});
