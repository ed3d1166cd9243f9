import { afterEach, describe, expect, it } from "vitest";
import { BAD_GATEWAY } from "../test-support/gateway-pages";
import { MIN, flush } from "../test-support/timing";
import { json, startLoopbackApi, type LoopbackApi, type LoopbackReply } from "../test-support/loopback-api";
import { REFRESH_PATH, advanceQueue, appRequest, queueAgainst } from "../test-support/queue-fixture";

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});


/**
 * The customer's token expired: /me answers it 401 (the back end answers), the refresh answers
 * `onRefresh` (its upstream down: a proxy's page, or no reply), everything else answers; a queued
 * `POST /me` and a cart update behind it.
 */
async function expiredTokenWithQueuedProfile(onRefresh: () => LoopbackReply) {
  const server = await startLoopbackApi((request) => {
    if (request.path === REFRESH_PATH) return onRefresh();
    if (request.path === "/api/ext/shop/me") return request.query.get("token") === "new" ? json({ code: 200, result: "saved" }) : json({ code: 401, result: "not authorized" }, 401);
    return json({ code: 200, result: request.path });
  });
  api = server;
  const sent = (path: string) => server.requestsTo(path).length;
  const page = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r" } });
  const profile = page.queue.queue({ url: `${server.url}/api/ext/shop/me?token={{token}}`, method: "POST", body: { a: 1 }, callback_event: "profile-saved" });
  const profileOutcome = profile.then(
    (task) => task,
    (error: unknown) => error,
  );
  const cart = page.queue.queue({ url: `${server.url}/api/cart/update`, method: "POST", body: { qty: 2 } });
  while (sent(REFRESH_PATH) < 1) await flush();
  await page.queue.runQueue();
  return { server, sent, ...page, profileOutcome, cart };
}

describe("a queued token task whose refresh gets a gateway's page or no reply (commerce-core.md §4 Session and token, Network tasks; §8)", () => {
  it("counts the refresh's page for the task and waits its schedule: no online-changed, one refresh per wait however many app requests", async () => {
    const setup = await expiredTokenWithQueuedProfile(() => BAD_GATEWAY);
    const { server, sent, queue, clock, eventsOf } = setup;
    expect(queue.pendingTasks()).toMatchObject([{ gateway_replies: 1, gateway_retry_at: clock.now() + 5_000 }, { url: `${server.url}/api/cart/update` }]);
    for (let request = 0; request < 5; request++) await appRequest(setup, server.url);

    expect(eventsOf("online-changed")).toEqual([]);
    expect(queue.isOnline()).toBe(true);
    expect(sent(REFRESH_PATH)).toBe(1);
    expect(sent("/api/ext/shop/me")).toBe(1);
    expect(sent("/api/cart/update")).toBe(0);
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
  });

  it("is dropped (task-failed, code 502) once its refresh kept failing past 3 counted pages and 15 min; the session goes on and the cart update goes", async () => {
    const setup = await expiredTokenWithQueuedProfile(() => BAD_GATEWAY);
    const { server, sent, queue, tokens, eventsOf } = setup;
    for (const wait of [5_000, 30_000, 2 * MIN, 10 * MIN]) {
      await appRequest(setup, server.url);
      await advanceQueue(setup, wait);
    }
    expect(queue.pendingTasks()).toMatchObject([{ gateway_replies: 5 }, {}]);
    expect(sent(REFRESH_PATH)).toBe(5);
    expect(eventsOf("task-failed")).toEqual([]);

    await appRequest(setup, server.url);
    await advanceQueue(setup, 10 * MIN);
    expect(sent(REFRESH_PATH)).toBe(6);
    await expect(setup.profileOutcome).resolves.toMatchObject({ kind: "bad-content-type", code: 502, message: "Error with response - bad content-type!" });
    expect(eventsOf("task-failed")).toMatchObject([{ callbackEvent: "profile-saved", task: { gateway_replies: 6 }, error: { code: 502 } }]);
    await expect(setup.cart).resolves.toMatchObject({ result: "/api/cart/update" });
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual(["old", "r"]);
    expect(eventsOf("session-ended")).toEqual([]);
    expect(eventsOf("online-changed")).toEqual([]);
  });

  it("a refresh without any reply: the task waits (5 s, 30 s, 2 min, 10 min …), never counted nor dropped, and goes once the refresh answers", async () => {
    let refreshUp = false;
    const setup = await expiredTokenWithQueuedProfile(() => (refreshUp ? json({ code: 200, result: "new" }) : "drop"));
    const { server, sent, queue, eventsOf } = setup;
    for (const wait of [5_000, 30_000, 2 * MIN, 10 * MIN, 10 * MIN, 10 * MIN]) {
      await appRequest(setup, server.url);
      await advanceQueue(setup, wait - 1);
      const refreshes = sent(REFRESH_PATH);
      await advanceQueue(setup, 1);
      expect(sent(REFRESH_PATH)).toBe(refreshes + 1);
    }
    expect(queue.pendingTasks()).toEqual([expect.not.objectContaining({ gateway_replies: expect.anything() }), expect.anything()]);
    expect(queue.pendingTasks()[0]).toMatchObject({ gateway_waits: 7 });
    expect(eventsOf("task-failed")).toEqual([]);
    expect(eventsOf("online-changed")).toEqual([]);

    refreshUp = true;
    await advanceQueue(setup, 10 * MIN);
    await expect(setup.profileOutcome).resolves.toMatchObject({ result: "saved" });
    await expect(setup.cart).resolves.toMatchObject({ result: "/api/cart/update" });
  });
});
