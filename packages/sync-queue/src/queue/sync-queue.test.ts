import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { SyncTaskError } from "../errors/sync-task-error";
import { json, startLoopbackApi, type LoopbackApi, type LoopbackHandler } from "../test-support/loopback-api";
import { queueAgainst } from "../test-support/queue-fixture";
import { flush } from "../test-support/timing";

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});
async function serve(handler: LoopbackHandler) {
  api = await startLoopbackApi(handler);
  return api;
}

describe("execute against a real HTTP server (commerce-core.md §4 Network tasks, §5, §8)", () => {
  it("transmits a task and fills the spec's task fields", async () => {
    const server = await serve(() => json({ code: 200, result: { sku: "A" } }));
    const { queue, clock } = queueAgainst(server.url);
    const task = await queue.execute({ url: `${server.url}/api/product?sku=A` });
    expect(task).toMatchObject({
      transmited: true,
      transmited_at: clock.now(),
      result: { sku: "A" },
      resultCode: 200,
      code: 200,
      acknowledged: false,
      silent: false,
      is_result_cacheable: false,
    });
    expect(server.requests[0]).toMatchObject({ method: "GET", url: "/api/product?sku=A" });
  });

  it.each([
    ["non-JSON reply", { status: 200, contentType: "text/html", body: "<h1>hi</h1>" }, "bad-content-type", "Error with response - bad content-type!"],
    ["empty reply", { status: 200, contentType: "application/json", body: "" }, "empty-response", "Unhandled error, wrong response format!"],
    ["JSON that is not the envelope", { status: 200, contentType: "application/json", body: '{"sku":"A"}' }, "wrong-format", "Unhandled error, wrong response format!"],
  ])("%s → %s", async (_case, reply, kind, message) => {
    const server = await serve(() => reply);
    const { queue } = queueAgainst(server.url);
    const failure = queue.execute({ url: `${server.url}/api/x` });
    await expect(failure).rejects.toBeInstanceOf(SyncTaskError);
    await expect(failure).rejects.toMatchObject({ kind, message });
  });

  it("a non-200 code with a message on a non-silent task raises an error notification with the server's message", async () => {
    const server = await serve(() => json({ code: 500, result: { message: "Cart is locked" } }, 500));
    const { queue, eventsOf } = queueAgainst(server.url);
    const task = await queue.execute({ url: `${server.url}/api/x`, method: "POST", body: {} });
    expect(task).toMatchObject({ transmited: true, resultCode: 500, result: { message: "Cart is locked" } });
    expect(eventsOf("notification")).toEqual([{ type: "danger", message: "Cart is locked", action1: { label: "OK" } }]);
  });

  it.each([
    ["errors as a list of names", { message: "Invalid customer", errors: ["email"] }, "Invalid customer"],
    ["a null message next to errorMessage", { errorMessage: "Bad password", message: null }, "Bad password"],
    ["errors shaped {field, message}", { message: "Invalid address", errors: [{ field: "postcode", message: "Required" }] }, "Invalid address"],
  ])("the error notification keeps the server's message when the error result has %s (§8)", async (_case, result, message) => {
    const server = await serve(() => json({ code: 400, result }, 400));
    const { queue, eventsOf } = queueAgainst(server.url);
    await queue.execute({ url: `${server.url}/api/ext/shop/create`, method: "POST", body: {} });
    expect(eventsOf("notification")).toEqual([{ type: "danger", message, action1: { label: "OK" } }]);
  });

  it.each([
    ["a silent task", { silent: true }, { code: 500, result: "Boom" }],
    ["a reply without message", {}, { code: 500, result: { errors: [] } }],
    ["a 200 reply", {}, { code: 200, result: "fine" }],
  ])("no notification for %s", async (_case, flags, body) => {
    const server = await serve(() => json(body));
    const { queue, eventsOf } = queueAgainst(server.url);
    await queue.execute({ url: `${server.url}/api/x`, ...flags });
    expect(eventsOf("notification")).toEqual([]);
  });

  it("surfaces meta.session_expires to the session", async () => {
    const server = await serve(() => json({ code: 200, result: {}, meta: { session_expires: "2026-01-15T13:00:00Z" } }));
    const { queue, eventsOf } = queueAgainst(server.url);
    const task = await queue.execute({ url: `${server.url}/api/ext/shop/me?token={{token}}` });
    expect(task.meta).toEqual({ session_expires: "2026-01-15T13:00:00Z" });
    expect(eventsOf("session-expires")).toEqual([{ sessionExpires: "2026-01-15T13:00:00Z" }]);
  });

  it("a meta field that does not fit is logged and dropped; the reply and the other fields are kept (§4)", async () => {
    const server = await serve(() => json({ code: 200, result: "ok", meta: { session_expires: "tomorrow", refreshToken: "r2" } }));
    const warnings: string[] = [];
    const logger = { warn: (message: string) => void warnings.push(message), error: () => undefined };
    const { queue, eventsOf } = queueAgainst(server.url, { logger });
    const task = await queue.execute({ url: `${server.url}/api/ext/shop/me` });
    expect(task).toMatchObject({ result: "ok", resultCode: 200, meta: { refreshToken: "r2" } });
    expect(task.meta?.session_expires).toBeUndefined();
    expect(eventsOf("session-expires")).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^GET .+\/api\/ext\/shop\/me: ignored meta\.session_expires: Invalid/)]);
  });

  it("keeps the result only of cacheable tasks", async () => {
    const server = await serve((request) => json({ code: 200, result: request.path }));
    const { queue } = queueAgainst(server.url);
    await queue.execute({ url: `${server.url}/cached`, is_result_cacheable: true });
    await queue.execute({ url: `${server.url}/not-cached` });
    expect(await queue.cachedTask("GET", `${server.url}/cached`)).toMatchObject({ result: "/cached", resultCode: 200 });
    expect(await queue.cachedTask("GET", `${server.url}/not-cached`)).toBeNull();
  });

  it("refuses a task that needs a cart id while none exists, and asks for the cart to be re-created", async () => {
    const server = await serve(() => json({ code: 200, result: [] }));
    const { queue, eventsOf, tokens } = queueAgainst(server.url);
    const url = `${server.url}/api/ext/shop/cart/pull?token={{token}}&cartId={{cartId}}`;
    await expect(queue.execute({ url })).rejects.toMatchObject({
      kind: "cart-id-missing",
      message: `Error executing sync task ${url} the required cartId argument is null. Re-creating shopping cart synchro.`,
    });
    expect(server.requests).toHaveLength(0);
    expect(eventsOf("cart-id-missing")).toEqual([{ taskId: expect.any(String), url }]);
    tokens.setCartId("cart-1");
    await queue.execute({ url });
    expect(server.requests[0]!.url).toBe("/api/ext/shop/cart/pull?cartId=cart-1");
  });

  it.each([
    [false, "/api/ext/shop/me?token=tok%2B1", undefined],
    [true, "/api/ext/shop/me", "Bearer tok+1"],
  ])("tokenInHeader %s sends the token as %s", async (tokenInHeader, expectedUrl, authorization) => {
    const server = await serve(() => json({ code: 200, result: {} }));
    const { queue } = queueAgainst(server.url, { config: { user: { tokenInHeader } }, tokens: { token: "tok+1" } });
    await queue.execute({ url: `${server.url}/api/ext/shop/me?token={{token}}` });
    expect(server.requests[0]!.url).toBe(expectedUrl);
    expect(server.requests[0]!.headers.authorization).toBe(authorization);
  });

  it("sends the task id as Idempotency-Key on writes, the JSON body, and no key on reads", async () => {
    const server = await serve(() => json({ code: 200, result: {} }));
    const { queue } = queueAgainst(server.url);
    const post = await queue.execute({ url: `${server.url}/api/order`, method: "POST", body: { items: [1] } });
    await queue.execute({ url: `${server.url}/api/x` });
    expect(server.requests[0]!.headers["idempotency-key"]).toBe(post.task_id);
    expect(server.requests[0]!.headers["content-type"]).toBe("application/json");
    expect(server.requests[0]!.body).toEqual({ items: [1] });
    expect(server.requests[1]!.headers["idempotency-key"]).toBeUndefined();
    expect(post.task_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("a request without reply fails with kind network and marks the connection offline; a reply brings it back", async () => {
    const server = await serve((request) => (request.path === "/drop" ? "drop" : json({ code: 200, result: 1 })));
    const { queue, eventsOf } = queueAgainst(server.url);
    await expect(queue.execute({ url: `${server.url}/drop` })).rejects.toMatchObject({ kind: "network" });
    expect(queue.isOnline()).toBe(false);
    await queue.execute({ url: `${server.url}/ok` });
    expect(queue.isOnline()).toBe(true);
    expect(eventsOf("online-changed")).toEqual([
      { online: false, reason: "request-failed" },
      { online: true, reason: "request-succeeded" },
    ]);
  });

  it.each([
    ["a 503 HTML page", 503, "text/html", "<h1>Service Unavailable</h1>", "Error with response - bad content-type!"],
    ["a 502 HTML page", 502, "text/html", "Bad gateway", "Error with response - bad content-type!"],
    ["a 504 without body", 504, "text/plain", "", "Error with response - bad content-type!"],
    ["a 408 page", 408, "text/html", "Request Timeout", "Error with response - bad content-type!"],
    ["a 429 with a foreign JSON body", 429, "application/json", '{"message":"Too Many Requests"}', "Unhandled error, wrong response format!"],
  ])("%s from a gateway counts as no reply: kind network, the connection offline (§4, §8)", async (_case, status, contentType, body, message) => {
    const server = await serve(() => ({ status, contentType, body }));
    const { queue, eventsOf } = queueAgainst(server.url);
    await expect(queue.execute({ url: `${server.url}/api/x`, method: "POST", body: {} })).rejects.toMatchObject({
      kind: "network",
      code: status,
      message,
      issues: expect.arrayContaining([{ path: "status", message: `HTTP ${status} without the envelope: the back end was not reached or asked to wait` }]),
    });
    expect(queue.isOnline()).toBe(false);
    expect(eventsOf("online-changed")).toEqual([{ online: false, reason: "request-failed" }]);
  });

  it("the back end's own 503 envelope is its answer: a failed task with the server's message", async () => {
    const server = await serve(() => json({ code: 503, result: { message: "Down for maintenance" } }, 503));
    const { queue, eventsOf } = queueAgainst(server.url);
    await expect(queue.execute({ url: `${server.url}/api/x` })).resolves.toMatchObject({ resultCode: 503 });
    expect(queue.isOnline()).toBe(true);
    expect(eventsOf("notification")).toEqual([{ type: "danger", message: "Down for maintenance", action1: { label: "OK" } }]);
  });

  it.each([
    ["a non-silent guest task raises the server's message", {}, [{ type: "danger", message: "Invalid login or password.", action1: { label: "OK" } }]],
    ["a silent guest task raises nothing", { silent: true }, []],
  ])("a guest 401 with a message: %s (§8 other non-200 with message)", async (_case, flags, notifications) => {
    const server = await serve(() => json({ code: 401, result: "Invalid login or password." }, 401));
    const { queue, eventsOf } = queueAgainst(server.url, { tokens: { refreshToken: "r" } });
    await expect(queue.execute({ url: `${server.url}/api/ext/shop/login`, method: "POST", body: {}, ...flags })).rejects.toMatchObject({
      kind: "unauthorized",
      code: 401,
      serverMessage: "Invalid login or password.",
    });
    expect(eventsOf("notification")).toEqual(notifications);
    expect(server.requests).toHaveLength(1);
  });

  it("a 401 on a task sent with the customer token stays silent, also when the customer logged out meanwhile (§4)", async () => {
    const setup: { logOut?: () => void } = {};
    const server = await serve(() => {
      setup.logOut?.();
      return json({ code: 401, result: "Token expired" }, 401);
    });
    const { queue, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r" } });
    setup.logOut = () => tokens.setToken(null);
    await expect(queue.execute({ url: `${server.url}/api/ext/shop/me?token={{token}}` })).rejects.toMatchObject({ kind: "unauthorized", code: 401 });
    expect(server.requests.map((request) => request.url)).toEqual(["/api/ext/shop/me?token=old"]);
    expect(eventsOf("notification")).toEqual([]);
  });

  it.each<[string, LoopbackHandler, (clock: { advance(ms: number): void }) => void, string]>([
    ["dropped", () => "drop", () => undefined, "fetch failed"],
    ["timed out", () => new Promise<never>(() => undefined), (clock) => clock.advance(15_000), "timed out after 15000 ms"],
  ])("a %s {{token}} call's error names the url template and holds no token, also in its cause (§7 token in the query)", async (_case, reply, afterSend, reason) => {
    const server = await serve(reply);
    const { queue, clock } = queueAgainst(server.url, { tokens: { token: "SECRET", cartId: "CART-SECRET" }, config: { network: { requestTimeoutMs: 15_000 } } });
    const template = `${server.url}/api/ext/shop/cart/pull?token={{token}}&cartId={{cartId}}`;
    const failure = queue.execute({ url: template }).catch((caught: unknown) => caught);
    while (server.requests.length < 1) await flush();
    afterSend(clock);
    const error = (await failure) as SyncTaskError;
    // The token really went out in the query: only the error must not repeat it.
    expect(server.requests[0]!.url).toBe("/api/ext/shop/cart/pull?token=SECRET&cartId=CART-SECRET");
    expect(error).toMatchObject({ kind: "network", url: template });
    expect(error.message.startsWith(`No reply from ${template}: `)).toBe(true);
    expect(error.message).toContain(reason);
    expect(String(error.cause)).toContain(`No reply from ${template}`);
    // What a logger prints: the message, the stack and the whole cause chain.
    for (const text of [error.message, String(error.cause), inspect(error, { depth: 10 })]) expect(text).not.toContain("SECRET");
  });

  it("tries config.network.taskAttempts times before giving up", async () => {
    const server = await serve(() => "drop");
    const { queue } = queueAgainst(server.url, { config: { network: { taskAttempts: 3 } } });
    await expect(queue.execute({ url: `${server.url}/x` })).rejects.toMatchObject({ kind: "network" });
    expect(server.requests).toHaveLength(3);
  });

  it("refuses to send while the browser reports offline", async () => {
    const server = await serve(() => json({ code: 200, result: 1 }));
    const { queue } = queueAgainst(server.url, { online: false });
    await expect(queue.execute({ url: `${server.url}/x` })).rejects.toMatchObject({ kind: "offline" });
    expect(server.requests).toHaveLength(0);
  });

  it("emits the callback event with the transmitted task", async () => {
    const server = await serve(() => json({ code: 200, result: "done" }));
    const { queue, eventsOf } = queueAgainst(server.url);
    await queue.execute({ url: `${server.url}/x`, callback_event: "store:cart/servercartAfterCreated" });
    expect(eventsOf("task-done")).toEqual([
      { callbackEvent: "store:cart/servercartAfterCreated", task: expect.objectContaining({ result: "done", transmited: true }) },
    ]);
  });

  it("rejects a task that is not valid input with a clear error", () => {
    const { queue } = queueAgainst("http://127.0.0.1:9");
    expect(() => queue.createTask({ url: "" })).toThrow(/Invalid sync task for : url: Too small/);
  });

  it("refuses to queue a task fetch could not send; the connection stays online and the next task is sent", async () => {
    const server = await serve(() => json({ code: 200, result: "sent" }));
    const { queue } = queueAgainst(server.url);
    await expect(queue.queue({ url: `${server.url}/x`, method: "POST", headers: { "X-Note": "a\nb" }, body: 1 })).rejects.toThrow(TypeError);
    await expect(queue.queue({ url: `${server.url}/y`, method: "POST", body: 2 })).resolves.toMatchObject({ result: "sent" });
    expect(queue.isOnline()).toBe(true);
    expect(queue.pendingTasks()).toEqual([]);
    expect(server.requests.map((request) => request.url)).toEqual(["/y"]);
  });
});
