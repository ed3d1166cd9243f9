import { createManualClock, createTestConfig } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "../storage/key-value-storage";
import { createMemoryStorage } from "../storage/memory-storage";
import type { SyncTask } from "../task/sync-task.schema";
import { createMemorySessionTokens } from "./session-tokens";
import { createSyncQueue, type SyncQueue, type SyncQueueOptions } from "./sync-queue";
import type { FetchLike } from "./transport";
import { flush } from "../test-support/timing";

const URL = "http://127.0.0.1:9/api/order";

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A fetch that answers `{code: 200, result: body}`; a body listed in `hold` waits for its gate. */
function echoFetch(hold: Map<unknown, Promise<void>> = new Map()) {
  const sent: unknown[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const body = init.body === undefined ? null : (JSON.parse(String(init.body)) as unknown);
    sent.push(body);
    await hold.get(body);
    return new Response(JSON.stringify({ code: 200, result: body }), { headers: { "content-type": "application/json" } });
  };
  return { fetch, sent };
}

function queueWith(options: Partial<SyncQueueOptions> & Pick<SyncQueueOptions, "fetch">) {
  const storageErrors: Error[] = [];
  const queue = createSyncQueue({
    config: createTestConfig(),
    clock: createManualClock(),
    tokens: createMemorySessionTokens(),
    resultStorage: createMemoryStorage(),
    onStorageError: (event) => storageErrors.push(event.error),
    ...options,
  });
  return { queue, storageErrors };
}

const storedBodies = (entries: Map<string, unknown>) => [...entries.values()].map((task) => (task as SyncTask).payload.body);

/** Like IndexedDB (localforage's browser driver): records are iterated by key, not in the order they were written. */
function iteratedByKey(entries: Map<string, unknown>): KeyValueStorage {
  return {
    ...createMemoryStorage(entries),
    iterate: (iteratee) => createMemoryStorage(new Map([...entries].sort(([a], [b]) => a.localeCompare(b)))).iterate(iteratee),
  };
}

/** Memory storage over `entries` whose `setItem` first runs `before` with the write's number (from 1): a slow or failing write. */
function writeHookedStorage(entries: Map<string, unknown>, before: (write: number) => Promise<void> | void): KeyValueStorage {
  const backing = createMemoryStorage(entries);
  let writes = 0;
  return {
    ...backing,
    async setItem(key, value) {
      await before(++writes);
      return backing.setItem(key, value);
    },
  };
}

const pendingBodies = (queue: SyncQueue) => queue.pendingTasks().map((task) => task.payload.body);

describe("the queue's storage (commerce-core.md §4 Network tasks, §8)", () => {
  it("ending the session keeps the stored copy of the task in flight until its reply is handled", async () => {
    const reply = gate();
    const { fetch, sent } = echoFetch(new Map([[0, reply.opened]]));
    const entries = new Map<string, unknown>();
    const { queue } = queueWith({ fetch, taskStorage: createMemoryStorage(entries) });
    const inFlight = queue.queue({ url: URL, method: "POST", body: 0 });
    const unsent = queue.queue({ url: URL, method: "POST", body: 1 });
    while (sent.length < 1 || entries.size < 2) await flush();

    await queue.clearNotTransmitted();
    await expect(unsent).rejects.toMatchObject({ kind: "cleared" });
    expect(storedBodies(entries)).toEqual([0]);
    // A reload now replays the task whose reply has not come yet.
    const reloaded = queueWith({ fetch, taskStorage: createMemoryStorage(new Map(entries)), online: false });
    await reloaded.queue.ready();
    expect(reloaded.queue.pendingTasks().map((task) => task.payload.body)).toEqual([0]);

    reply.open();
    await expect(inFlight).resolves.toMatchObject({ result: 0 });
    expect(entries.size).toBe(0);
  });

  // Issue 3 "replay in order": the key is the task id (a random UUID), so key order is no order at all.
  it("tasks stored by a page are replayed after a reload in the order they were queued, whatever order the store reads them in", async () => {
    const entries = new Map<string, unknown>();
    const ids = ["task-c", "task-b", "task-a"];
    const { fetch, sent } = echoFetch();
    const page = queueWith({ fetch, taskStorage: createMemoryStorage(entries), online: false, createId: () => ids.shift()! });
    for (const body of [1, 2, 3]) void page.queue.queue({ url: URL, method: "POST", body }).catch(() => undefined);
    while (entries.size < 3) await flush();

    const reloaded = queueWith({ fetch, taskStorage: iteratedByKey(entries), online: false });
    await reloaded.queue.ready();
    expect(pendingBodies(reloaded.queue)).toEqual([1, 2, 3]);
    reloaded.queue.setOnline(true);
    await reloaded.queue.runQueue();
    expect(sent).toEqual([1, 2, 3]);
  });

  // A slow first write (IndexedDB busy, a quota retry, a write that times out) must not let the
  // tasks queued after it overtake it, offline or online: a cart "add" before its "update qty".
  it.each([
    ["offline, then online", false],
    ["online", true],
  ])("a task whose write is slow is still sent before the tasks queued after it (%s)", async (_case, online) => {
    const entries = new Map<string, unknown>();
    const firstWrite = gate();
    const taskStorage = writeHookedStorage(entries, async (write) => {
      if (write === 1) await firstWrite.opened;
    });
    const { fetch, sent } = echoFetch();
    const { queue } = queueWith({ fetch, taskStorage, online });
    const done = ["first", "second", "third"].map((body) => queue.queue({ url: URL, method: "POST", body }));
    for (let i = 0; i < 20; i++) await flush();
    expect(sent).toEqual([]);
    firstWrite.open();
    if (!online) {
      while (queue.pendingTasks().length < 3) await flush();
      expect(pendingBodies(queue)).toEqual(["first", "second", "third"]);
      queue.setOnline(true);
    }
    await Promise.all(done);
    expect(sent).toEqual(["first", "second", "third"]);
  });

  // A session that ends (failed refresh, logout) while another package queues a write: the
  // clear must drop that task too, never leave it pending in memory with no record to replay.
  it("a task whose write spans a clear is dropped with the rest: rejected 401, not pending, not stored, never sent", async () => {
    const entries = new Map<string, unknown>();
    const write = gate();
    const taskStorage = writeHookedStorage(entries, () => write.opened);
    const { fetch, sent } = echoFetch();
    const { queue } = queueWith({ fetch, taskStorage, online: false });
    let outcome: unknown = "unsettled";
    queue.queue({ url: URL, method: "POST", body: 1 }).then(
      () => (outcome = "sent"),
      (error: unknown) => (outcome = error),
    );
    for (let i = 0; i < 5; i++) await flush();
    const cleared = queue.clearNotTransmitted();
    write.open();
    await cleared;
    for (let i = 0; i < 20; i++) await flush();
    expect(outcome).toMatchObject({ kind: "cleared", code: 401 });
    expect(queue.pendingTasks()).toEqual([]);
    expect(entries.size).toBe(0);
    queue.setOnline(true);
    await queue.runQueue();
    expect(sent).toEqual([]);
  });

  it("a full disk on the first write, freed by the app, does not reorder the tasks queued meanwhile", async () => {
    const entries = new Map<string, unknown>();
    const taskStorage = writeHookedStorage(entries, (write) => {
      if (write === 1) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const { fetch, sent } = echoFetch();
    const { queue } = queueWith({ fetch, taskStorage, freeStorageSpace: () => new Promise((resolve) => setTimeout(resolve, 5)) });
    await Promise.all([0, 1, 2].map((body) => queue.queue({ url: URL, method: "POST", body })));
    expect(sent).toEqual([0, 1, 2]);
  });

  it("a session that ends while the answered task's record is being removed does not store it again", async () => {
    const entries = new Map<string, unknown>();
    const removal = gate();
    const removing = gate();
    const backing = createMemoryStorage(entries);
    // Like IndexedDB: the removal is applied in the order it was asked for; only its answer is late.
    const taskStorage: KeyValueStorage = {
      ...backing,
      async removeItem(key) {
        await backing.removeItem(key);
        removing.open();
        await removal.opened;
      },
    };
    const { fetch } = echoFetch();
    const { queue } = queueWith({ fetch, taskStorage });
    const done = queue.queue({ url: URL, method: "POST", body: 0 });
    await removing.opened;

    await queue.clearNotTransmitted();
    removal.open();
    await expect(done).resolves.toMatchObject({ result: 0 });
    expect(entries.size).toBe(0);
  });

  it("the reply of a cacheable task does not wait for its result to be written; a failed write is still reported", async () => {
    const clock = createManualClock();
    const { fetch } = echoFetch();
    const writesHang: KeyValueStorage = { ...createMemoryStorage(), setItem: () => new Promise(() => undefined) };
    const { queue, storageErrors } = queueWith({ fetch, clock, resultStorage: writesHang });
    let replied: SyncTask | undefined;
    void queue.execute({ url: URL, is_result_cacheable: true }).then((task) => (replied = task));
    for (let step = 0; step < 50 && !replied; step += 1) await flush();
    expect(replied).toMatchObject({ resultCode: 200 });
    // Kept in memory at once, so the next offline read already finds it.
    expect(await queue.cachedTask("GET", URL)).toEqual(replied);

    clock.advance(800);
    await flush();
    expect(storageErrors.map((error) => error.message)).toEqual(["Storage sync-results.setItem did not answer within 800 ms"]);
  });

  // §8 "quota exceeded clears storage (or the URL cache) and retries": the queue's own cached
  // results go first, then whatever the app frees; the queued task itself is never dropped.
  it.each([
    ["without freeStorageSpace", false],
    ["with the app's freeStorageSpace", true],
  ])("a full disk while queueing frees the cached results and retries the write, %s", async (_case, withAppHook) => {
    const entries = new Map<string, unknown>();
    let full = false;
    const taskStorage = writeHookedStorage(entries, () => {
      if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const results = createMemoryStorage();
    // The cached results are what fills the disk: clearing them makes room.
    const resultStorage: KeyValueStorage = {
      ...results,
      async clear() {
        await results.clear();
        full = false;
      },
    };
    const freed: string[] = [];
    const { fetch } = echoFetch();
    const { queue, storageErrors } = queueWith({
      fetch,
      taskStorage,
      resultStorage,
      ...(withAppHook && { freeStorageSpace: async () => void freed.push(full ? "disk still full" : "after the cached results") }),
    });
    await queue.execute({ url: URL, is_result_cacheable: true });
    expect(await queue.cachedTask("GET", URL)).not.toBeNull();
    full = true;
    queue.setOnline(false);
    const done = queue.queue({ url: URL, method: "POST", body: 7 });
    while (queue.pendingTasks().length === 0) await flush();
    expect(storageErrors).toEqual([]);
    expect(storedBodies(entries)).toEqual([7]);
    expect(await queue.cachedTask("GET", URL)).toBeNull();
    expect(freed).toEqual(withAppHook ? ["after the cached results"] : []);
    queue.setOnline(true);
    await expect(done).resolves.toMatchObject({ result: 7 });
  });
});
