import { ShopConfigError } from "@shop/core";
import { afterEach, describe, expect, it } from "vitest";
import { SyncTaskError } from "../errors/sync-task-error";
import { createTask } from "../task/create-task";
import { BAD_GATEWAY, MAINTENANCE } from "../test-support/gateway-pages";
import { MIN, flush } from "../test-support/timing";
import { json, startLoopbackApi, type LoopbackApi, type LoopbackReply } from "../test-support/loopback-api";
import { advanceQueue, appRequest, queueAgainst } from "../test-support/queue-fixture";

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const realWait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The back end is up; only the order request crashes its upstream (the proxy answers `orderReply`). */
async function poisonedOrderApi(orderReply: () => LoopbackReply = () => BAD_GATEWAY) {
  const server = await startLoopbackApi((request) => (request.path === "/api/order" ? orderReply() : json({ code: 200, result: request.path })));
  api = server;
  const sent = (path: string) => server.requestsTo(path).length;
  return { server, sent };
}

/**
 * An order queued (with a cart update behind it) whose upstream answers `orderReply`; its first page,
 * with nothing else answered yet, takes the connection offline, and the app's next call brings it
 * back: the order goes again at once and that page, the back end answering, is the first counted one.
 */
async function orderWithFirstCountedPage(orderReply?: () => LoopbackReply, options: Parameters<typeof queueAgainst>[1] = {}) {
  const { server, sent } = await poisonedOrderApi(orderReply);
  const page = queueAgainst(server.url, options);
  const order = page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] }, callback_event: "order-sent" });
  const orderOutcome = order.then(
    (task) => task,
    (error: unknown) => error,
  );
  const cart = page.queue.queue({ url: `${server.url}/api/cart/update`, method: "POST", body: { qty: 2 } });
  while (sent("/api/order") < 1) await flush();
  await page.queue.runQueue();
  expect(page.queue.isOnline()).toBe(false);
  await appRequest(page, server.url);
  expect(sent("/api/order")).toBe(2);
  return { server, sent, ...page, orderOutcome, cart };
}

describe("a queued task whose own upstream answers with a gateway's page waits, and is dropped only when it keeps failing (commerce-core.md §4 Network tasks, §8)", () => {
  it("one page load right after one 502 of the order upstream (8 parallel calls) counts one page: the order stays queued, waits 5 s, then goes", async () => {
    let orderUp = false;
    const server = await startLoopbackApi(async (request) => {
      if (request.path === "/api/order") return orderUp ? json({ code: 200, result: "placed" }) : BAD_GATEWAY;
      await realWait(Number(request.query.get("d") ?? 0));
      return json({ code: 200, result: request.path });
    });
    api = server;
    const orders = () => server.requestsTo("/api/order").length;
    const page = queueAgainst(server.url);
    const order = page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } });
    while (orders() < 1) await flush();
    await page.queue.runQueue();

    // A product page: 8 catalogue and stock calls in parallel, answered over ~70 ms.
    await Promise.all(Array.from({ length: 8 }, (_, call) => page.queue.execute({ url: `${server.url}/api/stock?d=${call * 10}` })));
    await page.queue.runQueue();

    // Sent again once (with the first reply that brought the connection back), counted once, then it waits.
    expect(orders()).toBe(2);
    expect(page.eventsOf("task-failed")).toEqual([]);
    expect(page.queue.pendingTasks()).toMatchObject([{ gateway_replies: 1, gateway_first_at: page.clock.now(), gateway_retry_at: page.clock.now() + 5_000 }]);
    expect(page.queue.isOnline()).toBe(true);
    expect(page.eventsOf("online-changed")).toEqual([
      { online: false, reason: "request-failed" },
      { online: true, reason: "request-succeeded" },
    ]);

    // The upstream is back (a restart): the order goes when its wait is over, once more.
    orderUp = true;
    await advanceQueue(page, 5_000);
    await expect(order).resolves.toMatchObject({ result: "placed" });
    expect(orders()).toBe(3);
    expect(page.taskEntries.size).toBe(0);
  });

  it("is dropped (task-failed, §8 message, code 502) only after 3 counted pages and 15 min: waits 5 s, 30 s, 2 min, 10 min, 10 min; the task behind it waits, then goes", async () => {
    const setup = await orderWithFirstCountedPage();
    const { server, sent, queue, clock, taskEntries, eventsOf, orderOutcome, cart } = setup;
    const firstAt = clock.now();
    for (const [counted, wait] of [
      [2, 5_000],
      [3, 30_000],
      [4, 2 * MIN],
      [5, 10 * MIN],
    ] as const) {
      // Any number of replies to other calls during the wait: neither the order nor the cart goes.
      for (let request = 0; request < 3; request++) await appRequest(setup, server.url);
      await advanceQueue(setup, wait - 1);
      expect(sent("/api/order")).toBe(counted);
      await advanceQueue(setup, 1);
      expect(sent("/api/order")).toBe(counted + 1);
      // Past maxGatewayReplies (3) within 15 min: counted, kept.
      expect(queue.pendingTasks()).toMatchObject([{ gateway_replies: counted, gateway_first_at: firstAt }, { url: `${server.url}/api/cart/update` }]);
      expect(sent("/api/cart/update")).toBe(0);
    }
    expect(taskEntries.get(queue.pendingTasks()[0]!.task_id)).toMatchObject({ gateway_replies: 5, gateway_waits: 5, gateway_retry_at: clock.now() + 10 * MIN });
    expect(eventsOf("task-failed")).toEqual([]);

    // 22.5 min after the first counted page, the sixth: dropped, and the cart update goes.
    await appRequest(setup, server.url);
    await advanceQueue(setup, 10 * MIN);
    expect(sent("/api/order")).toBe(7);
    const error = await orderOutcome;
    expect(error).toBeInstanceOf(SyncTaskError);
    expect(error).toMatchObject({ kind: "bad-content-type", code: 502, message: "Error with response - bad content-type!" });
    expect(eventsOf("task-failed")).toEqual([{ callbackEvent: "order-sent", task: expect.objectContaining({ gateway_replies: 6, gateway_first_at: firstAt }), error }]);
    await expect(cart).resolves.toMatchObject({ result: "/api/cart/update" });
    expect(taskEntries.size).toBe(0);
    // Offline once (the first page), online once (the next reply); waits and counted pages change nothing.
    expect(eventsOf("online-changed")).toHaveLength(2);
    expect(queue.isOnline()).toBe(true);
  });

  it("an upstream restart that lasts 3 counted pages (2.5 min) loses nothing: the order, then the cart update behind it, go in order", async () => {
    let orderPages = 0;
    const setup = await orderWithFirstCountedPage(() => (++orderPages <= 4 ? BAD_GATEWAY : json({ code: 200, result: "placed" })));
    for (const wait of [5_000, 30_000]) {
      await appRequest(setup, setup.server.url);
      await advanceQueue(setup, wait);
    }
    expect(setup.queue.pendingTasks()).toMatchObject([{ gateway_replies: 3 }, {}]);
    await advanceQueue(setup, 2 * MIN);
    await expect(setup.orderOutcome).resolves.toMatchObject({ result: "placed" });
    await expect(setup.cart).resolves.toMatchObject({ result: "/api/cart/update" });
    expect(setup.server.requests.filter((request) => request.method === "POST").map((request) => request.path).slice(-2)).toEqual(["/api/order", "/api/cart/update"]);
    expect(setup.eventsOf("task-failed")).toEqual([]);
  });

  it("a rate limiter's 429 with Retry-After: 90 is waited out (not 5 s), and counts at most once per wait", async () => {
    let limited = true;
    const setup = await orderWithFirstCountedPage(() =>
      limited ? { status: 429, contentType: "text/html", headers: { "retry-after": "90" }, body: "Too Many Requests" } : json({ code: 200, result: "placed" }),
    );
    expect(setup.queue.pendingTasks()[0]).toMatchObject({ gateway_replies: 1, gateway_retry_at: setup.clock.now() + 90_000 });
    for (let request = 0; request < 5; request++) await appRequest(setup, setup.server.url);
    await advanceQueue(setup, 89_999);
    expect(setup.sent("/api/order")).toBe(2);
    limited = false;
    await advanceQueue(setup, 1);
    await expect(setup.orderOutcome).resolves.toMatchObject({ result: "placed" });
  });

  it("with nothing else answered during a wait, the next page is not counted, the wait grows and the connection stays online", async () => {
    const setup = await orderWithFirstCountedPage();
    await advanceQueue(setup, 5_000);
    expect(setup.sent("/api/order")).toBe(3);
    expect(setup.queue.pendingTasks()[0]).toMatchObject({ gateway_replies: 1, gateway_waits: 2, gateway_retry_at: setup.clock.now() + 30_000 });
    await advanceQueue(setup, 30_000);
    expect(setup.queue.pendingTasks()[0]).toMatchObject({ gateway_replies: 1, gateway_waits: 3, gateway_retry_at: setup.clock.now() + 2 * MIN });
    expect(setup.queue.isOnline()).toBe(true);
    expect(setup.eventsOf("online-changed")).toHaveLength(2);
  });

  it("a task queued while the head waits does not send the head early: it waits behind it, and the connection stays online", async () => {
    let orderUp = false;
    const setup = await orderWithFirstCountedPage(() => (orderUp ? json({ code: 200, result: "placed" }) : BAD_GATEWAY));
    const later = setup.queue.queue({ url: `${setup.server.url}/api/cart/update`, method: "POST", body: { qty: 3 } });
    for (let round = 0; round < 5; round++) await flush();
    await setup.queue.runQueue();
    expect(setup.sent("/api/order")).toBe(2);
    expect(setup.sent("/api/cart/update")).toBe(0);
    expect(setup.queue.pendingTasks()).toHaveLength(3);
    expect(setup.eventsOf("online-changed")).toHaveLength(2);

    orderUp = true;
    await advanceQueue(setup, 5_000);
    await expect(setup.orderOutcome).resolves.toMatchObject({ result: "placed" });
    await expect(later).resolves.toMatchObject({ result: "/api/cart/update" });
    expect(setup.server.requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
      { items: [1] },
      { items: [1] },
      { items: [1] },
      { qty: 2 },
      { qty: 3 },
    ]);
  });

  it("keeps its schedule with the task in storage: after a reload it waits out its wait, its replay does not count, the next one does", async () => {
    const before = await orderWithFirstCountedPage();
    const firstAt = before.clock.now();
    await appRequest(before, before.server.url);
    await advanceQueue(before, 5_000);
    const [stored] = [...before.taskEntries.values()];
    expect(stored).toMatchObject({ gateway_replies: 2, gateway_first_at: firstAt, gateway_retry_at: before.clock.now() + 30_000, gateway_waits: 2 });

    // Reload over the same storage, 10 s later (the old page, and its timer, gone): the order waits
    // out the 20 s left, replies or not.
    before.queue.dispose();
    before.clock.advance(10_000);
    const after = queueAgainst(before.server.url, { taskEntries: before.taskEntries, clock: before.clock });
    await after.queue.ready();
    await after.queue.runQueue();
    await appRequest(after, before.server.url);
    await advanceQueue(after, 19_999);
    expect(before.sent("/api/order")).toBe(3);

    // Its replay, with nothing answered since in this page, is no reply: not counted, the connection offline.
    await advanceQueue(after, 1);
    expect(before.sent("/api/order")).toBe(4);
    expect(after.queue.pendingTasks()).toMatchObject([{ gateway_replies: 2 }, {}]);
    expect(after.eventsOf("online-changed")).toEqual([{ online: false, reason: "request-failed" }]);

    await appRequest(after, before.server.url);
    expect(before.sent("/api/order")).toBe(5);
    expect(after.queue.pendingTasks()).toMatchObject([{ gateway_replies: 3, gateway_first_at: firstAt }, {}]);
    expect(after.eventsOf("task-failed")).toEqual([]);
  });

  it("two short blips a day apart lose nothing: counted pages yesterday, then a 2.5-min rolling deploy today, start a new episode", async () => {
    let deploying = true;
    const { server, sent } = await poisonedOrderApi(() => (deploying ? BAD_GATEWAY : json({ code: 200, result: "placed" })));
    const yesterday = queueAgainst(server.url).clock.now() - 24 * 60 * MIN;
    // Yesterday: two counted pages, then the tab was closed during the wait.
    const stored = {
      ...createTask({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } }, yesterday, 1, "order"),
      ...{ gateway_replies: 2, gateway_first_at: yesterday, gateway_last_at: yesterday + 5_000, gateway_retry_at: yesterday + 35_000, gateway_waits: 2 },
    };
    const page = queueAgainst(server.url, { taskEntries: new Map<string, unknown>([["order", stored]]) });
    const start = page.clock.now();
    await page.queue.ready();
    await page.queue.runQueue(); // the replay after the reload: no reply, not counted
    await appRequest(page, server.url);
    expect(page.queue.pendingTasks()).toMatchObject([{ gateway_replies: 1, gateway_first_at: start, gateway_last_at: start, gateway_waits: 1 }]);
    for (const wait of [5_000, 30_000]) {
      await appRequest(page, server.url);
      await advanceQueue(page, wait);
    }
    expect(sent("/api/order")).toBe(4);
    expect(page.queue.pendingTasks()).toMatchObject([{ gateway_replies: 3, gateway_first_at: start, gateway_retry_at: page.clock.now() + 2 * MIN }]);
    expect(page.eventsOf("task-failed")).toEqual([]);

    deploying = false;
    await advanceQueue(page, 2 * MIN);
    expect(sent("/api/order")).toBe(5);
    expect(page.taskEntries.size).toBe(0);
    expect(page.eventsOf("task-failed")).toEqual([]);
  });

  it.each([
    ["stored by a version before the gateway count (no gateway fields)", {}],
    ["stored by the version that counted without time (gateway_replies only)", { gateway_replies: 2 }],
    ["stored without the last counted time (gateway_replies and gateway_first_at only)", { gateway_replies: 2, gateway_first_at: 1, gateway_waits: 4 }],
  ])("reads a task %s and goes on from it; its next counted page starts a new episode", async (_case, fields) => {
    const { server, sent } = await poisonedOrderApi();
    const legacy = { ...createTask({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } }, 1, 1, "legacy-order"), ...fields };
    const taskEntries = new Map<string, unknown>([[legacy.task_id, legacy]]);
    const page = queueAgainst(server.url, { taskEntries });
    await page.queue.ready();
    await page.queue.runQueue();
    await appRequest(page, server.url);
    expect(sent("/api/order")).toBe(2);
    expect(taskEntries.get("legacy-order")).toEqual({
      ...legacy,
      gateway_replies: 1,
      gateway_first_at: page.clock.now(),
      gateway_last_at: page.clock.now(),
      gateway_retry_at: page.clock.now() + 5_000,
      gateway_waits: 1,
    });
    expect(page.eventsOf("task-failed")).toEqual([]);
  });

  it("network.maxGatewayReplies 1 with network.maxGatewayReplyMs 0: the first page that comes while other calls get replies drops the task", async () => {
    const { server, sent } = await poisonedOrderApi(() => ({ status: 504, contentType: "application/json", body: "" }));
    const { queue, eventsOf } = queueAgainst(server.url, { config: { network: { maxGatewayReplies: 1, maxGatewayReplyMs: 0 } } });
    await appRequest({ queue }, server.url);
    const order = queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} });
    while (sent("/api/order") < 1) await flush();
    await queue.runQueue();
    await appRequest({ queue }, server.url);
    await expect(order).rejects.toMatchObject({ kind: "empty-response", code: 504, message: "Unhandled error, wrong response format!" });
    expect(sent("/api/order")).toBe(2);
    expect(eventsOf("task-failed")).toHaveLength(1);
  });

  it.each([
    [{ maxGatewayReplies: 0 }, "network.maxGatewayReplies"],
    [{ maxGatewayReplyMs: -1 }, "network.maxGatewayReplyMs"],
  ])("network %o is refused at creation by createConfig, by its path", (network, path) => {
    expect(() => queueAgainst("http://127.0.0.1:1", { config: { network } })).toThrow(ShopConfigError);
    expect(() => queueAgainst("http://127.0.0.1:1", { config: { network } })).toThrow(`${path}: Too small`);
  });
});

describe("tasks that never reach the limit: an outage loses no order (commerce-core.md §4: offline tasks are queued and run when online)", () => {
  it("a maintenance page on every call, with reloads and browser online events, never counts: the order goes once the back end is back", async () => {
    let backEndUp = false;
    const server = await startLoopbackApi((request) => (backEndUp ? json({ code: 200, result: request.path }) : MAINTENANCE));
    api = server;
    const orders = () => server.requestsTo("/api/order");
    let page = queueAgainst(server.url);
    void page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } }).catch(() => undefined);
    while (orders().length < 1) await flush();
    for (let round = 0; round < 5; round++) {
      await expect(page.queue.execute({ url: `${server.url}/api/stock` })).rejects.toMatchObject({ kind: "network", code: 503 });
      page.queue.setOnline(true, "browser"); // the browser's online event replays the queue
      await page.queue.runQueue();
      page = queueAgainst(server.url, { taskEntries: page.taskEntries }); // and the shopper reloads
      await page.queue.ready();
      await page.queue.runQueue();
    }
    expect(orders().length).toBeGreaterThanOrEqual(11);
    expect([...page.taskEntries.values()]).toEqual([expect.not.objectContaining({ gateway_replies: expect.anything() })]);

    backEndUp = true;
    await appRequest(page, server.url);
    expect(page.taskEntries.size).toBe(0);
    expect(page.eventsOf("task-failed")).toEqual([]);
  });

  it("an order that gets no reply at all (the connection drops) stays queued and unscheduled however many other calls get replies", async () => {
    const { server, sent } = await poisonedOrderApi(() => "drop");
    const page = queueAgainst(server.url);
    void page.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} }).catch(() => undefined);
    while (sent("/api/order") < 1) await flush();
    await page.queue.runQueue();
    for (let request = 0; request < 5; request++) await appRequest(page, server.url);
    expect(sent("/api/order")).toBe(6);
    expect(page.taskEntries.size).toBe(1);
    expect(page.queue.pendingTasks()).toEqual([expect.not.objectContaining({ gateway_replies: expect.anything(), gateway_retry_at: expect.anything() })]);
    expect(page.eventsOf("task-failed")).toEqual([]);
  });
});
