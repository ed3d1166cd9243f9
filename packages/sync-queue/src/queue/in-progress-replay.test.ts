import { afterEach, describe, expect, it } from "vitest";
import { json, startLoopbackApi, type LoopbackApi, type LoopbackReply } from "../test-support/loopback-api";
import { advanceQueue, appRequest, queueAgainst } from "../test-support/queue-fixture";
import { flush } from "../test-support/timing";

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const STILL_PROCESSING = "A request with this Idempotency-Key is still being processed.";

/**
 * An order service that honours `Idempotency-Key` as apps/api does: the first request with a key
 * runs (held until the test lets it finish) and its reply is stored; a repeat while it runs gets
 * 409 (with `Retry-After: 1` unless `retryAfter` is false), a repeat after it the stored reply.
 */
async function startOrderService(options: { retryAfter?: boolean; finishes?: boolean } = {}) {
  const stored = new Map<string, LoopbackReply>();
  const running = new Set<string>();
  const applied: string[] = [];
  const held: (() => void)[] = [];
  const server = await startLoopbackApi(async (request) => {
    if (request.path !== "/api/order") return json({ code: 200, result: request.path });
    const key = String(request.headers["idempotency-key"]);
    const reply = stored.get(key);
    if (reply) return reply;
    if (running.has(key)) return { status: 409, contentType: "application/json", body: JSON.stringify({ code: 409, result: STILL_PROCESSING }), headers: options.retryAfter === false ? {} : { "Retry-After": "1" } };
    running.add(key);
    // A first try that never finishes is never let go.
    await new Promise<void>((resolve) => options.finishes !== false && held.push(resolve));
    applied.push(key);
    running.delete(key);
    const done = json({ code: 200, result: { order: applied.length } });
    stored.set(key, done);
    return done;
  });
  api = server;
  /** Lets the first try finish and waits until its reply is stored. */
  const finishFirst = async () => {
    while (held.length === 0) await flush();
    held.shift()!();
    while (running.size > 0) await flush();
  };
  return { server, applied, finishFirst };
}

/**
 * The client gives up on the slow first order request after 15 s (the server goes on with it);
 * the app's next reply brings the connection back and replays the order while it still runs.
 */
async function timeOutAndReplay(page: ReturnType<typeof queueAgainst>, server: LoopbackApi) {
  while (server.requestsTo("/api/order").length < 1) await flush();
  page.clock.advance(15_000);
  while (page.queue.isOnline()) await flush();
  await appRequest(page, server.url);
}

describe("a queued order replayed while the back end still runs its first try (commerce-core.md §4 Network tasks; Idempotency-Key)", () => {
  it("waits on the 409 with Retry-After and resolves with the first try's reply: applied once, no notification", async () => {
    const { server, applied, finishFirst } = await startOrderService();
    const page = queueAgainst(server.url, { config: { network: { requestTimeoutMs: 15_000 } } });
    const order = page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } });
    await timeOutAndReplay(page, server);
    expect(server.requestsTo("/api/order")).toHaveLength(2);
    const [waiting] = page.queue.pendingTasks();
    expect(waiting).toMatchObject({ transmited: false, gateway_replies: 1, gateway_retry_at: page.clock.now() + 5_000 });
    expect(page.taskEntries.get(waiting!.task_id)).toMatchObject({ gateway_replies: 1 });
    expect(page.queue.isOnline()).toBe(true);
    expect(page.eventsOf("notification")).toEqual([]);
    expect(page.eventsOf("task-done")).toEqual([]);
    expect(page.eventsOf("task-failed")).toEqual([]);
    // Not sent again before its wait is over, not even by the app's next reply.
    await appRequest(page, server.url);
    expect(server.requestsTo("/api/order")).toHaveLength(2);

    await finishFirst();
    await advanceQueue(page, 5_000);
    await expect(order).resolves.toMatchObject({ transmited: true, resultCode: 200, result: { order: 1 } });
    expect(applied).toHaveLength(1);
    expect(server.requestsTo("/api/order").map((request) => request.headers["idempotency-key"])).toEqual(Array(3).fill(waiting!.task_id));
    expect(page.queue.pendingTasks()).toEqual([]);
    expect(page.taskEntries.size).toBe(0);
    expect(page.eventsOf("notification")).toEqual([]);
    expect(page.eventsOf("online-changed")).toEqual([
      { online: false, reason: "request-failed" },
      { online: true, reason: "request-succeeded" },
    ]);
  });

  it("cannot block the queue for good: past maxGatewayReplies and maxGatewayReplyMs the 409 is its answer", async () => {
    const { server } = await startOrderService({ finishes: false });
    const page = queueAgainst(server.url, { config: { network: { requestTimeoutMs: 15_000, maxGatewayReplies: 2, maxGatewayReplyMs: 0 } } });
    const order = page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} });
    const cart = page.queue.queue({ url: `${server.url}/api/cart/update`, method: "POST", body: {} });
    await timeOutAndReplay(page, server);
    expect(page.queue.pendingTasks()).toMatchObject([{ gateway_replies: 1 }, { url: `${server.url}/api/cart/update` }]);

    await advanceQueue(page, 5_000); // the second 409: both limits reached
    await expect(order).resolves.toMatchObject({ resultCode: 409, result: STILL_PROCESSING });
    await expect(cart).resolves.toMatchObject({ resultCode: 200 });
    expect(page.eventsOf("notification")).toEqual([{ type: "danger", message: STILL_PROCESSING, action1: { label: "OK" } }]);
  });

  it.each([
    ["a queued order's 409 without Retry-After (a conflict)", { retryAfter: false }, true],
    ["a direct execute()'s 409 with Retry-After (its caller decides)", {}, false],
  ])("%s stays its answer, as before", async (_case, service, queued) => {
    const { server, finishFirst } = await startOrderService(service);
    const page = queueAgainst(server.url);
    const input = { url: `${server.url}/api/order`, method: "POST" as const, body: {} };
    const task = page.queue.createTask(input);
    // Its first try is running when the same task is sent again.
    void page.queue.execute(task);
    while (server.requestsTo("/api/order").length < 1) await flush();
    const answer = queued ? page.queue.queue(task) : page.queue.execute(task);
    await expect(answer).resolves.toMatchObject({ transmited: true, resultCode: 409, result: STILL_PROCESSING });
    expect(page.queue.pendingTasks()).toEqual([]);
    expect(page.eventsOf("notification")).toEqual([{ type: "danger", message: STILL_PROCESSING, action1: { label: "OK" } }]);
    await finishFirst();
  });
});
