import { afterEach, describe, expect, it } from "vitest";
import { createTask } from "../task/create-task";
import { BAD_GATEWAY, MAINTENANCE } from "../test-support/gateway-pages";
import { MIN, flush } from "../test-support/timing";
import { json, startLoopbackApi, type LoopbackApi } from "../test-support/loopback-api";
import { advanceQueue, appRequest, queueAgainst } from "../test-support/queue-fixture";

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});


type QueueUnderTest = ReturnType<typeof queueAgainst>;

/** How the order that waited after a counted page leaves the queue. */
const settledOrders: [string, (page: QueueUnderTest) => Promise<void>, { maxGatewayReplies?: number; maxGatewayReplyMs?: number }, number][] = [
  ["goes through", (page) => advanceQueue(page, 5_000), {}, 0],
  ["is dropped", (page) => advanceQueue(page, 5_000), { maxGatewayReplies: 2, maxGatewayReplyMs: 0 }, 1],
  ["is cleared (the session ended)", (page) => page.queue.clearNotTransmitted(), {}, 1],
];

describe("the connection is kept online only for the task that waits (commerce-core.md §4: offline tasks are queued and run when online)", () => {
  it.each(settledOrders)("once an order that waited %s, a later outage takes the connection offline again, and a new task's schedule starts fresh", async (_case, settle, limits, failed) => {
    let orderPages = 0;
    let outage = false;
    const server = await startLoopbackApi((request) => {
      if (outage) return MAINTENANCE;
      // With maxGatewayReplies 2 the second counted page drops it; otherwise the third try goes through.
      if (request.path === "/api/order" && (++orderPages <= 2 || limits.maxGatewayReplies !== undefined)) return BAD_GATEWAY;
      return json({ code: 200, result: request.path });
    });
    api = server;
    const page = queueAgainst(server.url, { config: { network: limits } });
    const order = page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} }).catch((error: unknown) => error);
    while (orderPages < 1) await flush();
    await page.queue.runQueue();
    await appRequest(page, server.url); // the order's first counted page: it waits 5 s, the connection kept online
    expect(page.queue.pendingTasks()).toMatchObject([{ gateway_replies: 1 }]);
    await appRequest(page, server.url);
    await settle(page);
    await order;
    expect(page.queue.pendingTasks()).toEqual([]);
    expect(page.eventsOf("task-failed")).toHaveLength(failed);
    expect(page.eventsOf("online-changed")).toHaveLength(2);

    // An hour later the whole back end shows a maintenance page; only the queue sends (the shopper idle).
    page.clock.advance(60 * MIN);
    outage = true;
    const cart = page.queue.queue({ url: `${server.url}/api/cart/update`, method: "POST", body: { qty: 2 } });
    while (server.requestsTo("/api/cart/update").length < 1) await flush();
    await page.queue.runQueue();
    expect(page.queue.isOnline()).toBe(false);
    expect(page.eventsOf("online-changed").at(-1)).toEqual({ online: false, reason: "request-failed" });
    expect(page.queue.pendingTasks()).toEqual([expect.not.objectContaining({ gateway_waits: expect.anything() })]);

    // The outage ends: the app's next reply sends the cart update at once, no wait to sit out.
    outage = false;
    await appRequest(page, server.url);
    await expect(cart).resolves.toMatchObject({ result: "/api/cart/update" });
  });
});

describe("dispose() stops the retry timer for good (server rendering, tests)", () => {
  it("while the stored tasks still load: no timer is armed for a stored wait, nothing is sent when it ends", async () => {
    const server = await startLoopbackApi((request) => json({ code: 200, result: request.path }));
    api = server;
    const now = queueAgainst(server.url).clock.now();
    const stored = {
      ...createTask({ url: `${server.url}/api/order`, method: "POST", body: {} }, now, 1, "order"),
      ...{ gateway_replies: 1, gateway_first_at: now, gateway_last_at: now, gateway_retry_at: now + 30_000, gateway_waits: 2 },
    };
    const page = queueAgainst(server.url, { taskEntries: new Map<string, unknown>([["order", stored]]) });
    page.queue.dispose();
    await page.queue.ready();
    await page.queue.runQueue();
    expect(page.clock.pending()).toBe(0);
    page.clock.advance(30_000);
    for (let round = 0; round < 10; round++) await flush();
    expect(server.requests).toEqual([]);
    expect(page.queue.pendingTasks()).toHaveLength(1);
  });

  it("while a queued task is in flight: its gateway page arms no timer, and no further try is sent", async () => {
    /** Order requests held by the server until the test lets them answer. */
    const held: (() => void)[] = [];
    const server = await startLoopbackApi(async (request) => {
      if (request.path !== "/api/order") return json({ code: 200, result: request.path });
      await new Promise<void>((resolve) => held.push(resolve));
      return BAD_GATEWAY;
    });
    api = server;
    const heldOrder = async () => {
      while (held.length === 0) await flush();
      return held.shift()!;
    };
    const orders = () => server.requestsTo("/api/order").length;
    const page = queueAgainst(server.url);
    void page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} }).catch(() => undefined);
    // Its first page, with nothing answered yet, is no reply; the app's next reply sends it again.
    (await heldOrder())();
    await page.queue.runQueue();
    const replay = appRequest(page, server.url);
    const answer = await heldOrder();
    page.queue.dispose();
    answer();
    await replay;
    expect(page.queue.pendingTasks()).toMatchObject([{ gateway_replies: 1 }]);
    expect(page.clock.pending()).toBe(0);
    page.clock.advance(5_000);
    for (let round = 0; round < 10; round++) await flush();
    expect(orders()).toBe(2);
  });
});
