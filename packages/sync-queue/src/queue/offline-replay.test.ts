import { afterEach, describe, expect, it, vi } from "vitest";
import { SyncTaskError } from "../errors/sync-task-error";
import { listenToBrowserConnectivity } from "../store/browser-connectivity";
import { json, startLoopbackApi, type LoopbackApi, type RecordedRequest } from "../test-support/loopback-api";
import { queueAgainst } from "../test-support/queue-fixture";
import { flush } from "../test-support/timing";

// Hundreds of real loopback requests: generous on a loaded 2-core CI machine (not a timing assertion).
const HEAVY_TEST_TIMEOUT_MS = 60_000;

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/**
 * A back end that honours Idempotency-Key like apps/api: the first request with a key is
 * applied and its reply stored; a repeat gets the stored reply and is not applied again.
 */
async function idempotentApi(options: { dropReplyOnce?: (body: { n: number }) => boolean } = {}) {
  const applied: number[] = [];
  const replies = new Map<string, string>();
  const dropped = new Set<number>();
  api = await startLoopbackApi((request: RecordedRequest) => {
    const key = request.headers["idempotency-key"] as string;
    const body = request.body as { n: number };
    const stored = replies.get(key);
    if (stored) return { status: 200, contentType: "application/json", body: stored };
    applied.push(body.n);
    const reply = JSON.stringify({ code: 200, result: { n: body.n } });
    replies.set(key, reply);
    if (options.dropReplyOnce?.(body) && !dropped.has(body.n)) {
      dropped.add(body.n);
      return "drop";
    }
    return { status: 200, contentType: "application/json", body: reply };
  });
  return { server: api, applied };
}


/**
 * An order queued offline on one page, then a reload over the same storage, where the
 * connection returns and the stored order is replayed (the first page, and its promise, are gone).
 */
async function replayOrderAfterReload(server: LoopbackApi) {
  const storage = new Map<string, unknown>();
  const before = queueAgainst(server.url, { online: false, taskEntries: storage });
  void before.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] }, callback_event: "order-sent" }).catch(() => undefined);
  while (storage.size < 1) await flush();
  const queued = before.queue.pendingTasks()[0]!;
  const after = queueAgainst(server.url, { online: false, taskEntries: storage });
  await after.queue.ready();
  after.queue.setOnline(true, "browser");
  await after.queue.runQueue();
  return { storage, queued, after };
}

describe("offline queue (commerce-core.md §4: offline tasks are queued and run when online)", () => {
  it("200 tasks queued offline survive a reload and replay in order exactly once", async () => {
    const { server, applied } = await idempotentApi();
    const storage = new Map<string, unknown>();
    const before = queueAgainst(server.url, { online: false, taskEntries: storage });
    for (let n = 0; n < 200; n++) {
      before.queue
        .queue({ url: `${server.url}/api/ext/shop/cart/update?cartId={{cartId}}`, method: "POST", body: { n }, callback_event: "cart-updated" })
        .catch(() => undefined);
    }
    while (before.queue.pendingTasks().length < 200) await flush();
    expect(storage.size).toBe(200);
    expect(server.requests).toHaveLength(0);
    const ids = before.queue.pendingTasks().map((task) => task.task_id);

    // Reload: a new page opens the same storage; the old page is gone.
    const after = queueAgainst(server.url, { online: false, taskEntries: storage, tokens: { cartId: "c1" } });
    await after.queue.ready();
    expect(after.queue.pendingTasks().map((task) => task.task_id)).toEqual(ids);
    after.queue.setOnline(true, "browser");
    await after.queue.runQueue();

    expect(applied).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(server.requests.map((request) => request.headers["idempotency-key"])).toEqual(ids);
    expect(server.requests.every((request) => request.url.endsWith("cartId=c1"))).toBe(true);
    expect(storage.size).toBe(0);
    expect(after.queue.pendingTasks()).toEqual([]);
    expect(after.eventsOf("task-done").map(({ callbackEvent, task }) => [callbackEvent, task.result])).toEqual(
      Array.from({ length: 200 }, (_, n) => ["cart-updated", { n }]),
    );
  }, HEAVY_TEST_TIMEOUT_MS);

  it("a task whose reply was lost is replayed with the same Idempotency-Key and applied once", async () => {
    const { server, applied } = await idempotentApi({ dropReplyOnce: (body) => body.n === 1 });
    const { queue, taskEntries } = queueAgainst(server.url);
    const url = `${server.url}/api/order`;
    const results = [0, 1, 2].map((n) => queue.queue({ url, method: "POST", body: { n } }));
    await results[0];
    while (queue.isOnline()) await flush();
    // Task 1 got no reply: the connection is considered lost, tasks 1 and 2 wait, persisted.
    expect(queue.isOnline()).toBe(false);
    expect(queue.pendingTasks().map((task) => task.payload.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(taskEntries.size).toBe(2);

    queue.setOnline(true, "browser");
    const done = await Promise.all(results);
    expect(done.map((task) => task.result)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    expect(applied).toEqual([0, 1, 2]);
    const keysOfTask1 = server.requests.filter((request) => (request.body as { n: number }).n === 1).map((r) => r.headers["idempotency-key"]);
    expect(keysOfTask1).toEqual([done[1]!.task_id, done[1]!.task_id]);
    expect(taskEntries.size).toBe(0);
  });

  it("sends queued tasks one at a time, in the order they were queued", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    api = await startLoopbackApi(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return json({ code: 200, result: request.body });
    });
    const { queue } = queueAgainst(api.url);
    const done = await Promise.all(Array.from({ length: 20 }, (_, n) => queue.queue({ url: `${api!.url}/x`, method: "POST", body: n })));
    expect(done.map((task) => task.result)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(api.requests.map((request) => request.body)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(maxInFlight).toBe(1);
  }, HEAVY_TEST_TIMEOUT_MS);

  it("a queued task that fails for good (non-JSON) is rejected and removed; the next one goes on", async () => {
    api = await startLoopbackApi((request) =>
      (request.body as number) === 0 ? { contentType: "text/plain", body: "oops" } : json({ code: 200, result: request.body }),
    );
    const { queue, taskEntries } = queueAgainst(api.url);
    const first = queue.queue({ url: `${api.url}/x`, method: "POST", body: 0 });
    const second = queue.queue({ url: `${api.url}/x`, method: "POST", body: 1 });
    await expect(first).rejects.toMatchObject({ kind: "bad-content-type", message: "Error with response - bad content-type!" });
    await expect(second).resolves.toMatchObject({ result: 1 });
    expect(taskEntries.size).toBe(0);
  });

  it("a replayed task answered by a gateway's 503 page stays persisted and is sent again once, with the same Idempotency-Key, when the back end answers", async () => {
    let backEndUp = false;
    // A proxy in front of the back end: its own HTML page while the back end is down.
    const server = await startLoopbackApi((request) =>
      backEndUp ? json({ code: 200, result: request.path }) : { status: 503, contentType: "text/html", body: "<h1>503 Service Unavailable</h1>" },
    );
    api = server;
    // The connection returns after a reload, but the proxy answers for a back end it cannot reach.
    const { storage, queued, after } = await replayOrderAfterReload(server);
    const orders = () => server.requestsTo("/api/order");
    expect(orders()).toHaveLength(1);
    expect([...storage.keys()]).toEqual([queued.task_id]);
    expect(after.queue.pendingTasks().map((task) => task.task_id)).toEqual([queued.task_id]);
    expect(after.queue.isOnline()).toBe(false);
    expect(after.eventsOf("online-changed")).toEqual([
      { online: true, reason: "browser" },
      { online: false, reason: "request-failed" },
    ]);

    // No spinning: nothing is sent again on its own, and another gateway page does not count as the connection back.
    after.clock.advance(60_000);
    for (let i = 0; i < 5; i++) await flush();
    await expect(after.queue.execute({ url: `${server.url}/api/stock` })).rejects.toMatchObject({ kind: "network", code: 503 });
    await after.queue.runQueue();
    expect(orders()).toHaveLength(1);
    expect(after.queue.isOnline()).toBe(false);
    // Not even for a moment: "online" makes the cart reload and offline orders go (connectivityChanged).
    expect(after.eventsOf("online-changed")).toHaveLength(2);

    // The back end answers again: the connection is back and the order goes once more, with its key.
    backEndUp = true;
    await after.queue.execute({ url: `${server.url}/api/stock` });
    await after.queue.runQueue();
    expect(orders()).toHaveLength(2);
    expect(orders().map((request) => request.headers["idempotency-key"])).toEqual([queued.task_id, queued.task_id]);
    expect(storage.size).toBe(0);
    expect(after.eventsOf("task-done").map(({ callbackEvent, task }) => [callbackEvent, task.result])).toEqual([["order-sent", "/api/order"]]);
    expect(after.eventsOf("task-failed")).toEqual([]);
  });

  it("a persisted task that fails for good on replay is announced as task-failed with its callback_event, its task and a typed error", async () => {
    const server = await startLoopbackApi(() => ({ status: 200, contentType: "text/plain", body: "oops" }));
    api = server;
    const { storage, queued, after } = await replayOrderAfterReload(server);
    expect(server.requests).toHaveLength(1);
    expect(storage.size).toBe(0);
    const failed = after.eventsOf("task-failed");
    expect(failed).toEqual([{ callbackEvent: "order-sent", task: queued, error: expect.any(SyncTaskError) }]);
    expect(failed[0]!.error).toMatchObject({ kind: "bad-content-type", code: 200, message: "Error with response - bad content-type!", taskId: queued.task_id });
  });

  it("a task-failed listener that throws is logged and the queue goes on", async () => {
    api = await startLoopbackApi((request) =>
      (request.body as number) === 0 ? { contentType: "text/plain", body: "oops" } : json({ code: 200, result: request.body }),
    );
    const logged: string[] = [];
    const logger = { warn: () => undefined, error: (message: string) => void logged.push(message) };
    const { queue } = queueAgainst(api.url, { logger });
    queue.events.on("task-failed", () => {
      throw new Error("listener bug");
    });
    const first = queue.queue({ url: `${api.url}/x`, method: "POST", body: 0 });
    const second = queue.queue({ url: `${api.url}/x`, method: "POST", body: 1 });
    await expect(first).rejects.toMatchObject({ kind: "bad-content-type" });
    await expect(second).resolves.toMatchObject({ result: 1 });
    expect(logged).toEqual(['a "task-failed" listener failed while the queue dropped a task']);
  });

  it("follows the browser's online and offline events", async () => {
    const { server, applied } = await idempotentApi();
    const { queue, eventsOf } = queueAgainst(server.url);
    const window = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    window.navigator = { onLine: true };
    const stop = listenToBrowserConnectivity(queue, window);
    window.dispatchEvent(new Event("offline"));
    expect(queue.isOnline()).toBe(false);
    const done = queue.queue({ url: `${server.url}/x`, method: "POST", body: { n: 7 } });
    await flush();
    await queue.runQueue();
    expect(applied).toEqual([]);
    window.dispatchEvent(new Event("online"));
    await expect(done).resolves.toMatchObject({ result: { n: 7 } });
    stop();
    window.dispatchEvent(new Event("offline"));
    expect(queue.isOnline()).toBe(true);
    expect(eventsOf("online-changed")).toEqual([
      { online: false, reason: "browser" },
      { online: true, reason: "browser" },
    ]);
  });

  it("starts offline when navigator.onLine is false", () => {
    const { queue } = queueAgainst("http://127.0.0.1:9");
    const window = Object.assign(new EventTarget(), { navigator: { onLine: false } });
    listenToBrowserConnectivity(queue, window);
    expect(queue.isOnline()).toBe(false);
  });

  it("a task created before the stored tasks have loaded is replayed after them, also after the next reload", async () => {
    const storage = new Map<string, unknown>();
    const url = "http://127.0.0.1:9/api/order";
    const first = queueAgainst("http://127.0.0.1:9", { online: false, taskEntries: storage });
    for (const n of [1, 2, 3]) void first.queue.queue({ url, method: "POST", body: n }).catch(() => undefined);
    while (storage.size < 3) await flush();

    const reloaded = queueAgainst("http://127.0.0.1:9", { online: false, taskEntries: storage });
    // Made at once, while the three stored tasks are still being read.
    const early = reloaded.queue.createTask({ url, method: "POST", body: "new" });
    void reloaded.queue.queue(early).catch(() => undefined);
    while (reloaded.queue.pendingTasks().length < 4) await flush();
    expect(reloaded.queue.pendingTasks().map((task) => task.payload.body)).toEqual([1, 2, 3, "new"]);
    const seqs = reloaded.queue.pendingTasks().map((task) => task.seq);
    expect(new Set(seqs).size).toBe(4);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const again = queueAgainst("http://127.0.0.1:9", { online: false, taskEntries: storage });
    await again.queue.ready();
    expect(again.queue.pendingTasks().map((task) => task.payload.body)).toEqual([1, 2, 3, "new"]);
  });

  it("drops a stored record that is not a task, saying why, and keeps the valid ones", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = new Map<string, unknown>();
    const first = queueAgainst("http://127.0.0.1:9", { online: false, taskEntries: storage });
    void first.queue.queue({ url: "http://127.0.0.1:9/x", method: "POST", body: 1 }).catch(() => undefined);
    while (storage.size < 1) await flush();
    storage.set("garbage", { hello: "world" });
    const reloaded = queueAgainst("http://127.0.0.1:9", { online: false, taskEntries: storage });
    await reloaded.queue.ready();
    expect(reloaded.queue.pendingTasks()).toHaveLength(1);
    expect(storage.has("garbage")).toBe(false);
    expect(error).toHaveBeenCalledWith("[sync-queue]", expect.stringContaining("dropped stored record garbage: not a sync task"));
  });

  it("says so on an injected logger instead of the console", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const logged: string[] = [];
    const logger = { warn: () => undefined, error: (message: string) => void logged.push(message) };
    const storage = new Map<string, unknown>([["garbage", { hello: "world" }]]);
    const reloaded = queueAgainst("http://127.0.0.1:9", { online: false, taskEntries: storage, logger });
    await reloaded.queue.ready();
    expect(logged).toEqual([expect.stringMatching(/^dropped stored record garbage: not a sync task \(.+\)$/)]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
