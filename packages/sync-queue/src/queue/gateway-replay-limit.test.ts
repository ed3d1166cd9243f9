import { afterEach, describe, expect, it } from "vitest";
import { SyncTaskError } from "../errors/sync-task-error";
import { createTask } from "../task/create-task";
import { json, startLoopbackApi, type LoopbackApi, type LoopbackReply } from "../test-support/loopback-api";
import { queueAgainst } from "../test-support/queue-fixture";

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const BAD_GATEWAY: LoopbackReply = { status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" };
const MAINTENANCE: LoopbackReply = { status: 503, contentType: "text/html", body: "<h1>Down for maintenance</h1>" };

/** The back end is up; only the order request crashes its upstream (the proxy answers `orderReply`). */
async function poisonedOrderApi(orderReply: () => LoopbackReply = () => BAD_GATEWAY) {
  const server = await startLoopbackApi((request) => (request.path === "/api/order" ? orderReply() : json({ code: 200, result: request.path })));
  api = server;
  const sent = (path: string) => server.requests.filter((request) => request.path === path).length;
  return { server, sent };
}

/** The app's normal traffic: a direct call that gets a reply, then whatever queue run it started. */
async function appRequest(queue: ReturnType<typeof queueAgainst>["queue"], server: LoopbackApi) {
  await queue.execute({ url: `${server.url}/api/stock` });
  await queue.runQueue();
}

describe("a queued task that keeps getting a gateway's page (commerce-core.md §4 Network tasks, §8; maxGatewayReplies, default 3)", () => {
  it("is dropped as task-failed (§8 message, code 502) after 3 pages while other calls get replies; the task behind it goes; no online/offline flapping", async () => {
    const { server, sent } = await poisonedOrderApi();
    const { queue, taskEntries, eventsOf } = queueAgainst(server.url);
    const order = queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] }, callback_event: "order-sent" });
    const orderFailure = order.catch((error: unknown) => error);
    const cart = queue.queue({ url: `${server.url}/api/cart/update`, method: "POST", body: { qty: 2 } });
    while (sent("/api/order") < 1) await flush();
    await queue.runQueue();

    // Its first page with nothing else answered yet is no reply: the connection goes offline.
    expect(queue.isOnline()).toBe(false);
    for (let request = 0; request < 5; request++) await appRequest(queue, server);

    // One page uncounted, then 3 counted ones (each after another call's reply): dropped, and never sent again.
    expect(sent("/api/order")).toBe(4);
    const error = await orderFailure;
    expect(error).toBeInstanceOf(SyncTaskError);
    expect(error).toMatchObject({ kind: "bad-content-type", code: 502, message: "Error with response - bad content-type!" });
    const failed = eventsOf("task-failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ callbackEvent: "order-sent", task: { url: `${server.url}/api/order`, gateway_replies: 3 }, error });
    await expect(cart).resolves.toMatchObject({ result: "/api/cart/update" });
    expect(sent("/api/cart/update")).toBe(1);
    expect(taskEntries.size).toBe(0);
    // Offline once (the first page), online once (the next reply); counted pages change nothing.
    expect(eventsOf("online-changed")).toEqual([
      { online: false, reason: "request-failed" },
      { online: true, reason: "request-succeeded" },
    ]);
    expect(queue.isOnline()).toBe(true);
  });

  it("a task queued while the head waits for the next reply sends the head again uncounted, and the connection stays online", async () => {
    const { server, sent } = await poisonedOrderApi();
    const { queue, eventsOf } = queueAgainst(server.url);
    void queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} }).catch(() => undefined);
    while (sent("/api/order") < 1) await flush();
    await queue.runQueue();
    await appRequest(queue, server);
    expect(queue.pendingTasks()).toMatchObject([{ gateway_replies: 1 }]);

    // No reply from anything else in between: this page proves nothing new.
    const cart = queue.queue({ url: `${server.url}/api/cart/update`, method: "POST", body: { qty: 2 } });
    while (sent("/api/order") < 3) await flush();
    await queue.runQueue();
    expect(queue.pendingTasks()).toMatchObject([{ gateway_replies: 1 }, { url: `${server.url}/api/cart/update` }]);
    expect(queue.isOnline()).toBe(true);
    expect(eventsOf("online-changed")).toHaveLength(2);

    for (let request = 0; request < 2; request++) await appRequest(queue, server);
    await expect(cart).resolves.toMatchObject({ result: "/api/cart/update" });
    expect(eventsOf("online-changed")).toHaveLength(2);
  });

  it("keeps its count with the task in storage: a reload goes on counting, and the replay right after the reload does not count", async () => {
    const { server, sent } = await poisonedOrderApi();
    const before = queueAgainst(server.url);
    void before.queue.queue({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] }, callback_event: "order-sent" }).catch(() => undefined);
    while (sent("/api/order") < 1) await flush();
    await before.queue.runQueue();
    for (let request = 0; request < 2; request++) await appRequest(before.queue, server);
    const [stored] = [...before.taskEntries.values()];
    expect(stored).toMatchObject({ gateway_replies: 2 });
    expect(before.eventsOf("task-failed")).toEqual([]);

    // Reload over the same storage: the stored replay gets the page before any reply in this page.
    const after = queueAgainst(server.url, { taskEntries: before.taskEntries });
    await after.queue.ready();
    await after.queue.runQueue();
    expect(sent("/api/order")).toBe(4);
    expect(after.queue.pendingTasks()).toMatchObject([{ gateway_replies: 2 }]);
    expect(after.eventsOf("online-changed")).toEqual([{ online: false, reason: "request-failed" }]);

    await appRequest(after.queue, server);
    expect(sent("/api/order")).toBe(5);
    expect(after.eventsOf("task-failed")).toMatchObject([{ callbackEvent: "order-sent", task: { gateway_replies: 3 }, error: { code: 502 } }]);
    expect(after.taskEntries.size).toBe(0);
  });

  it("reads a task stored by the previous version (no gateway_replies) and counts it from 0", async () => {
    const { server, sent } = await poisonedOrderApi();
    const legacy = createTask({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } }, 1, 1, "legacy-order");
    expect(legacy).not.toHaveProperty("gateway_replies");
    const taskEntries = new Map<string, unknown>([[legacy.task_id, legacy]]);
    const { queue } = queueAgainst(server.url, { taskEntries });
    await queue.ready();
    await queue.runQueue();
    await appRequest(queue, server);
    expect(sent("/api/order")).toBe(2);
    expect(taskEntries.get("legacy-order")).toEqual({ ...legacy, gateway_replies: 1 });
  });

  it("maxGatewayReplies 1: the first page that comes while other calls get replies drops the task", async () => {
    const { server, sent } = await poisonedOrderApi(() => ({ status: 504, contentType: "application/json", body: "" }));
    const { queue, eventsOf } = queueAgainst(server.url, { maxGatewayReplies: 1 });
    await appRequest(queue, server);
    const order = queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} });
    while (sent("/api/order") < 1) await flush();
    await queue.runQueue();
    await appRequest(queue, server);
    await expect(order).rejects.toMatchObject({ kind: "empty-response", code: 504, message: "Unhandled error, wrong response format!" });
    expect(sent("/api/order")).toBe(2);
    expect(eventsOf("task-failed")).toHaveLength(1);
  });

  it("is refused at creation with a maxGatewayReplies below 1", () => {
    expect(() => queueAgainst("http://127.0.0.1:1", { maxGatewayReplies: 0 })).toThrow("maxGatewayReplies must be a whole number of at least 1, got 0");
  });
});

describe("tasks that never reach the limit: an outage loses no order (commerce-core.md §4: offline tasks are queued and run when online)", () => {
  it("a maintenance page on every call, with reloads and browser online events, never counts: the order goes once the back end is back", async () => {
    let backEndUp = false;
    const server = await startLoopbackApi((request) => (backEndUp ? json({ code: 200, result: request.path }) : MAINTENANCE));
    api = server;
    const orders = () => server.requests.filter((request) => request.path === "/api/order");
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
    await appRequest(page.queue, server);
    expect(page.taskEntries.size).toBe(0);
    expect(page.eventsOf("task-failed")).toEqual([]);
  });

  it("an order that gets no reply at all (the connection drops) stays queued however many other calls get replies", async () => {
    const { server, sent } = await poisonedOrderApi(() => "drop");
    const { queue, taskEntries, eventsOf } = queueAgainst(server.url);
    void queue.queue({ url: `${server.url}/api/order`, method: "POST", body: {} }).catch(() => undefined);
    while (sent("/api/order") < 1) await flush();
    await queue.runQueue();
    for (let request = 0; request < 5; request++) await appRequest(queue, server);
    expect(sent("/api/order")).toBe(6);
    expect(taskEntries.size).toBe(1);
    expect(queue.pendingTasks()).toEqual([expect.not.objectContaining({ gateway_replies: expect.anything() })]);
    expect(eventsOf("task-failed")).toEqual([]);
  });
});
