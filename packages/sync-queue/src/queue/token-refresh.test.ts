import { afterEach, describe, expect, it } from "vitest";
import { SyncTaskError } from "../errors/sync-task-error";
import { json, startLoopbackApi, type LoopbackApi, type LoopbackHandler, type LoopbackReply, type RecordedRequest } from "../test-support/loopback-api";
import { REFRESH_PATH, queueAgainst } from "../test-support/queue-fixture";
import { settleWithClock } from "../testing/settle-with-clock";

// Hundreds of real loopback requests: generous on a loaded 2-core CI machine (not a timing assertion).
const HEAVY_TEST_TIMEOUT_MS = 60_000;

let api: LoopbackApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const REFRESH_FAILED = "Error refreshing user token. User is not authorized to access the resource";
/** The back end refuses the refresh token: the refresh fails and the session ends. */
const REFRESH_REFUSED = json({ code: 401, result: "refresh token expired" }, 401);

/**
 * A back end that accepts only the tokens in `valid` and answers the refresh with `onRefresh`;
 * the replies to tasks `holdUntilRefresh` picks are kept back until the refresh call arrives.
 */
async function authApi(valid: Set<string>, onRefresh: (request: RecordedRequest) => ReturnType<LoopbackHandler>, holdUntilRefresh?: (request: RecordedRequest) => boolean) {
  let refreshCalled!: () => void;
  const refreshing = new Promise<void>((resolve) => (refreshCalled = resolve));
  api = await startLoopbackApi(async (request) => {
    if (request.path === REFRESH_PATH) {
      refreshCalled();
      return onRefresh(request);
    }
    if (holdUntilRefresh?.(request)) await refreshing;
    const token = request.query.get("token") ?? request.headers.authorization?.replace("Bearer ", "");
    if (!token || !valid.has(token)) return json({ code: 401, result: "not authorized" }, 401);
    return json({ code: 200, result: { path: request.path, token } });
  });
  return api;
}

/** `authApi` whose refresh is held open until the test calls `answerRefresh`, then answered with `reply`. */
async function heldRefreshApi(valid: Set<string>, reply: LoopbackReply, holdUntilRefresh?: (request: RecordedRequest) => boolean) {
  let answerRefresh!: () => void;
  const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
  const server = await authApi(
    valid,
    async () => {
      await refreshAnswered;
      return reply;
    },
    holdUntilRefresh,
  );
  return { server, answerRefresh };
}

const meUrl = (server: LoopbackApi, n: number | string) => `${server.url}/api/ext/shop/me/${n}?token={{token}}`;

describe("token refresh lock (commerce-core.md §4 Session and token, §8, §9 refresh wait 1000 ms)", () => {
  it("50 concurrent tasks that all get 401 cause exactly 1 refresh call and all succeed after it", async () => {
    let oldTokenRequests = 0;
    let allRefused!: () => void;
    const refused = new Promise<void>((resolve) => (allRefused = resolve));
    const valid = new Set(["new"]);
    const server = await startLoopbackApi(async (request) => {
      if (request.path === REFRESH_PATH) {
        await refused; // answer the refresh only once every task has been refused
        return json({ code: 200, result: "new", meta: { refreshToken: "r2" } });
      }
      const token = request.query.get("token");
      if (token !== null && valid.has(token)) return json({ code: 200, result: { token } });
      if (++oldTokenRequests === 50) allRefused();
      return json({ code: 401, result: "not authorized" }, 401);
    });
    api = server;
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });

    const results = await settleWithClock(
      Promise.all(Array.from({ length: 50 }, (_, n) => queue.execute({ url: meUrl(server, n) }))),
      clock,
    );

    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);
    expect(server.requestsTo(REFRESH_PATH)[0]!.body).toEqual({ refreshToken: "r1" });
    expect(results.map((task) => task.result)).toEqual(Array.from({ length: 50 }, () => ({ token: "new" })));
    expect(tokens.getToken()).toBe("new");
    expect(tokens.getRefreshToken()).toBe("r2");
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    expect(eventsOf("token-refresh-changed")).toEqual([
      { lock: 1, attempts: 1 },
      { lock: 0, attempts: 0 },
    ]);
    expect(eventsOf("session-ended")).toEqual([]);
  }, HEAVY_TEST_TIMEOUT_MS);

  it("a 401 that arrives after the refresh is retried with the new token, without a second refresh", async () => {
    let refreshDone!: () => void;
    const refreshed = new Promise<void>((resolve) => (refreshDone = resolve));
    const server = await startLoopbackApi(async (request) => {
      if (request.path === REFRESH_PATH) {
        setTimeout(refreshDone, 5);
        return json({ code: 200, result: "new" });
      }
      if (request.query.get("token") === "new") return json({ code: 200, result: "ok" });
      // The slow task's refusal comes back only after the refresh finished.
      if (request.path.endsWith("/slow")) await refreshed;
      return json({ code: 401, result: "not authorized" }, 401);
    });
    api = server;
    const { queue, clock } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r" } });
    const slow = queue.execute({ url: meUrl(server, "slow") });
    const fast = queue.execute({ url: meUrl(server, "fast") });
    const results = await settleWithClock(Promise.all([slow, fast]), clock);
    expect(results.map((task) => task.result)).toEqual(["ok", "ok"]);
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);
    expect(server.requests.filter((request) => request.path.endsWith("/slow")).map((r) => r.query.get("token"))).toEqual(["old", "new"]);
  });

  // §4 "While the lock is positive tasks wait 1 s and retry", §9 "token-refresh retry wait 1000 ms"
  // (config.network.tokenRefreshWaitMs): a task that saw the lock positive, before sending or in
  // the 401 it got back, sends again exactly that long after it started waiting, not earlier.
  it.each<[string, string, { tokenRefreshWaitMs?: number }, number, string[]]>([
    ["before sending", "the spec's 1000 ms", {}, 1000, []],
    ["before sending", "a configured wait", { tokenRefreshWaitMs: 250 }, 250, []],
    ["in its 401", "the spec's 1000 ms", {}, 1000, ["old"]],
  ])("a task that meets the running refresh %s sends again after %s, not a millisecond earlier", async (when, _wait, network, waitMs, sentBeforeWait) => {
    const isSecond = (request: RecordedRequest) => request.path.endsWith("/me/2");
    // In its 401: the second task is sent with the old token before the lock rose; its refusal comes back while the refresh runs.
    const refusedWhileRefreshing = (request: RecordedRequest) => when === "in its 401" && isSecond(request) && request.query.get("token") === "old";
    const { server, answerRefresh } = await heldRefreshApi(new Set(["new"]), json({ code: 200, result: "new" }), refusedWhileRefreshing);
    const { queue, clock } = queueAgainst(server.url, { config: { network }, tokens: { token: "old", refreshToken: "r1" } });
    const sentSecond = () => server.requests.filter(isSecond).map((request) => request.query.get("token"));
    const first = queue.execute({ url: meUrl(server, 1) });
    const early = when === "in its 401" ? queue.execute({ url: meUrl(server, 2) }) : undefined;
    while (server.requestsTo(REFRESH_PATH).length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // Before sending: the second task sees the positive lock and starts its wait now.
    const second = early ?? queue.execute({ url: meUrl(server, 2) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The refresh finishes at once; the first task is retried with the new token.
    answerRefresh();
    await expect(first).resolves.toMatchObject({ result: { token: "new" } });
    expect(queue.tokenRefreshState().lock).toBe(0);

    clock.advance(waitMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentSecond()).toEqual(sentBeforeWait);
    clock.advance(1);
    await expect(second).resolves.toMatchObject({ result: { token: "new" } });
    expect(sentSecond()).toEqual([...sentBeforeWait, "new"]);
  });

  it("a failed refresh rejects every waiting task with 401, clears the queue and asks for the login modal", async () => {
    const { server, answerRefresh } = await heldRefreshApi(new Set(), REFRESH_REFUSED);
    const { queue, clock, taskEntries, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    const direct = Array.from({ length: 10 }, (_, n) => queue.execute({ url: meUrl(server, n) }));
    const queued = Array.from({ length: 5 }, (_, n) => queue.queue({ url: meUrl(server, `q${n}`), method: "POST", body: { n } }));
    for (const promise of [...direct, ...queued]) promise.catch(() => undefined);
    while (server.requestsTo(REFRESH_PATH).length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    answerRefresh();

    const outcomes = await settleWithClock(Promise.allSettled([...direct, ...queued]), clock);

    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      const error = (outcome as PromiseRejectedResult).reason as SyncTaskError;
      expect(error).toBeInstanceOf(SyncTaskError);
      expect(error).toMatchObject({ code: 401, message: REFRESH_FAILED });
    }
    expect(queue.pendingTasks()).toEqual([]);
    expect(taskEntries.size).toBe(0);
    expect(queue.tokenRefreshState()).toMatchObject({ lock: -1, failedToken: "old" });
    expect(eventsOf("session-ended")).toEqual([{ reason: "refresh-failed" }]);
    expect(eventsOf("show-login")).toEqual([{ reason: "refresh-failed" }]);
    // Silent: no notification for a plain failed refresh.
    expect(eventsOf("notification")).toEqual([]);
    // Every queued task dropped is announced: the four cleared unsent when the session ended, then
    // the one in flight with the refused token.
    expect(eventsOf("task-failed").map(({ task, error }) => [task.url, error.kind])).toEqual([
      ...[1, 2, 3, 4].map((n) => [meUrl(server, `q${n}`), "cleared"]),
      [meUrl(server, "q0"), "unauthorized"],
    ]);
    // Only the first queued task was ever sent; the other four were cleared unsent.
    expect(server.requests.filter((request) => request.method === "POST" && request.path !== REFRESH_PATH).map((r) => r.path)).toEqual([
      "/api/ext/shop/me/q0",
    ]);

    // While -1, tasks with the refused token are rejected without a request.
    const before = server.requests.length;
    await expect(queue.execute({ url: meUrl(server, "later") })).rejects.toMatchObject({ code: 401, message: REFRESH_FAILED });
    expect(server.requests).toHaveLength(before);
  });

  // §4 "On failure … the user is logged out silently": the app forgets the token on session-ended.
  // A task that waited on that refresh is still rejected with its 401, never sent again as a guest.
  it("a task that waited on a refresh that failed is rejected with 401 also once the logout cleared the token, and never sent again", async () => {
    const { server, answerRefresh } = await heldRefreshApi(new Set(), REFRESH_REFUSED);
    const { queue, clock, tokens } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    queue.events.on("session-ended", () => tokens.setToken(null));
    const taskRequests = () => server.requests.filter((request) => request.path !== REFRESH_PATH);
    const tasks = Array.from({ length: 5 }, (_, n) => queue.execute({ url: meUrl(server, n) }));
    // Every task gets its 401 while the refresh runs, so each one waits on it.
    while (taskRequests().length < 5 || server.requestsTo(REFRESH_PATH).length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerRefresh();

    const outcomes = await settleWithClock(Promise.allSettled(tasks), clock);

    const failures = outcomes.map((outcome) => (outcome.status === "rejected" ? (outcome.reason as SyncTaskError) : undefined));
    expect(failures.map((error) => [error?.kind, error?.code, error?.message])).toEqual(Array.from({ length: 5 }, () => ["unauthorized", 401, REFRESH_FAILED]));
    expect(tokens.getToken()).toBeNull();
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);
    expect(taskRequests().map((request) => request.query.get("token"))).toEqual(Array.from({ length: 5 }, () => "old"));
  });

  // The back end makes refresh tokens one-use (a reused one answers 401): when another tab
  // refreshed first and stored the new pair, the refused refresh is retried once with it.
  it("a refresh refused with 401 after another tab stored a new refresh token is retried once with it", async () => {
    const otherTab: { refresh?: () => void } = {};
    const server = await authApi(new Set(["new"]), (request) => {
      const { refreshToken } = request.body as { refreshToken: string };
      if (refreshToken === "r2") return json({ code: 200, result: "new", meta: { refreshToken: "r3" } });
      otherTab.refresh?.(); // the other tab's refresh with r1 won; it persisted its pair meanwhile
      return json({ code: 401, result: "refresh token already used" }, 401);
    });
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    otherTab.refresh = () => tokens.setRefreshToken("r2");
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock)).resolves.toMatchObject({ result: { token: "new" } });
    expect(server.requestsTo(REFRESH_PATH).map((request) => request.body)).toEqual([{ refreshToken: "r1" }, { refreshToken: "r2" }]);
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual(["new", "r3"]);
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    expect(eventsOf("session-ended")).toEqual([]);
  });

  it("retries a refused refresh only once: a second 401 ends the session", async () => {
    let rotations = 1;
    const otherTab: { refresh?: () => void } = {};
    const server = await authApi(new Set(), () => {
      otherTab.refresh?.(); // another tab keeps winning the race
      return json({ code: 401, result: "refresh token already used" }, 401);
    });
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    otherTab.refresh = () => tokens.setRefreshToken(`r${++rotations}`);
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock)).rejects.toMatchObject({ code: 401, message: REFRESH_FAILED });
    expect(server.requestsTo(REFRESH_PATH).map((request) => request.body)).toEqual([{ refreshToken: "r1" }, { refreshToken: "r2" }]);
    expect(queue.tokenRefreshState()).toMatchObject({ lock: -1, failedToken: "old" });
    expect(eventsOf("session-ended")).toEqual([{ reason: "refresh-failed" }]);
  });

  it("a new login lifts the -1 lock; resetTokenRefresh resets lock and attempts", async () => {
    const server = await authApi(new Set(["fresh"]), () => json({ code: 500, result: "boom" }, 500));
    const { queue, clock, tokens } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock)).rejects.toMatchObject({ code: 401 });
    expect(queue.tokenRefreshState().lock).toBe(-1);
    tokens.setToken("fresh");
    await expect(queue.execute({ url: meUrl(server, 2) })).resolves.toMatchObject({ result: { token: "fresh" } });
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });

    tokens.setToken("old");
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 3) }), clock)).rejects.toMatchObject({ code: 401 });
    queue.resetTokenRefresh();
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
  });

  it("ends the session after config.network.maxTokenRefreshAttempts refreshes whose tokens are refused", async () => {
    let issued = 0;
    const server = await authApi(new Set(), () => json({ code: 200, result: `t${++issued}` }));
    const { queue, clock, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock)).rejects.toMatchObject({
      kind: "unauthorized",
      code: 401,
      message: REFRESH_FAILED,
    });
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(3);
    expect(eventsOf("session-ended")).toEqual([{ reason: "refresh-attempts-exceeded" }]);
    expect(eventsOf("notification")).toEqual([
      {
        type: "danger",
        message: "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
        action1: { label: "OK" },
      },
    ]);
  });

  it("never logs out a long session: 10 expiries, each cured by one refresh (the VSF bug)", async () => {
    const valid = new Set<string>(["t0"]);
    let issued = 0;
    const server = await authApi(valid, () => {
      const token = `t${++issued}`;
      valid.add(token);
      return json({ code: 200, result: token });
    });
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "t0", refreshToken: "r" } });
    for (let expiry = 0; expiry < 10; expiry++) {
      valid.delete(tokens.getToken()!); // the token expires on the server
      const task = await settleWithClock(queue.execute({ url: meUrl(server, expiry) }), clock);
      expect(task.result).toEqual({ path: `/api/ext/shop/me/${expiry}`, token: `t${expiry + 1}` });
      expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    }
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(10);
    expect(eventsOf("session-ended")).toEqual([]);
  }, HEAVY_TEST_TIMEOUT_MS);

  it("with auto-refresh off a 401 ends the session without a refresh", async () => {
    const server = await authApi(new Set(), () => json({ code: 200, result: "new" }));
    const { queue, eventsOf } = queueAgainst(server.url, { config: { user: { autoRefreshTokens: false } }, tokens: { token: "old", refreshToken: "r" } });
    await expect(queue.execute({ url: meUrl(server, 1) })).rejects.toMatchObject({ kind: "unauthorized", code: 401 });
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(0);
    expect(eventsOf("session-ended")).toEqual([{ reason: "auto-refresh-off" }]);
    expect(eventsOf("show-login")).toEqual([{ reason: "auto-refresh-off" }]);
  });

  it("a 401 on a task without a customer token is a plain 401: no refresh, the session goes on", async () => {
    const server = await authApi(new Set(), () => json({ code: 200, result: "new" }));
    const { queue, eventsOf } = queueAgainst(server.url, { tokens: { refreshToken: "r" } });
    await expect(queue.execute({ url: `${server.url}/api/cart/pull?token={{token}}` })).rejects.toMatchObject({
      kind: "unauthorized",
      code: 401,
      serverMessage: "not authorized",
    });
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(0);
    expect(eventsOf("session-ended")).toEqual([]);
  });

  it("a refresh that gets no reply does not end the session: the task fails as network, the lock is idle, and the connection stays online (the 401 was an answer)", async () => {
    const server = await authApi(new Set(), () => "drop");
    const { queue, clock, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r" } });
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock)).rejects.toMatchObject({ kind: "network", message: "No reply from the token refresh" });
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    expect(eventsOf("session-ended")).toEqual([]);
    expect(queue.isOnline()).toBe(true);
    expect(eventsOf("online-changed")).toEqual([]);
  });

  it("a refresh answered by a gateway's 503 page is no reply: the session goes on, the task fails as network, the connection stays online", async () => {
    const server = await authApi(new Set(), () => ({ status: 503, contentType: "text/html", body: "<h1>503 Service Unavailable</h1>" }));
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r" } });
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock)).rejects.toMatchObject({
      kind: "network",
      code: 503,
      message: "Error with response - bad content-type!",
    });
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual(["old", "r"]);
    expect(eventsOf("session-ended")).toEqual([]);
    expect(eventsOf("show-login")).toEqual([]);
    expect(queue.isOnline()).toBe(true);
    expect(eventsOf("online-changed")).toEqual([]);
  });

  it("gateway pages on the refresh (a pool node restarting) never use up maxTokenRefreshAttempts: no logout, and the next refresh that answers cures the task", async () => {
    let refreshUp = false;
    // The refresh upstream is down (the proxy's 502 page) while /me answers the old token with the envelope's 401.
    const server = await authApi(new Set(["new"]), () =>
      refreshUp ? json({ code: 200, result: "new" }) : { status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" },
    );
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    for (let call = 0; call < 4; call++) {
      await expect(settleWithClock(queue.execute({ url: meUrl(server, call) }), clock)).rejects.toMatchObject({ kind: "network", code: 502 });
    }
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(4);
    expect(eventsOf("online-changed")).toEqual([]);
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    expect(eventsOf("session-ended")).toEqual([]);
    expect(eventsOf("show-login")).toEqual([]);
    expect(eventsOf("notification")).toEqual([]);

    refreshUp = true;
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 4) }), clock)).resolves.toMatchObject({ result: { path: "/api/ext/shop/me/4", token: "new" } });
    expect(tokens.getToken()).toBe("new");
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(5);
  });

  it("the refresh reply's meta.session_expires reaches the session once, even when the retried task then fails", async () => {
    const server = await startLoopbackApi((request) => {
      if (request.path === REFRESH_PATH) return json({ code: 200, result: "new", meta: { refreshToken: "r2", session_expires: "2030-01-01T10:00:00.000Z" } });
      if (request.query.get("token") === "new") return json({ code: 500, result: "cart locked" }, 500);
      return json({ code: 401, result: "expired" }, 401);
    });
    api = server;
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    const task = await settleWithClock(queue.execute({ url: meUrl(server, 1), method: "POST", body: {} }), clock);
    expect(task.resultCode).toBe(500);
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual(["new", "r2"]);
    expect(eventsOf("session-expires")).toEqual([{ sessionExpires: "2030-01-01T10:00:00.000Z" }]);
  });

  // A session seam that throws during the refresh must not leave the lock at 1 with every task
  // waiting for ever: the refresh fails as an internal error (§8 "refresh internal").
  it.each([
    ["getRefreshToken throws", "getRefreshToken"],
    ["setTokens throws", "setTokens"],
  ] as const)("%s: the refresh fails, lock -1, waiting tasks are rejected with 401", async (_case, seam) => {
    const { server, answerRefresh } = await heldRefreshApi(new Set(["new"]), json({ code: 200, result: "new" }));
    const logged: string[] = [];
    const logger = { warn: () => undefined, error: (message: string) => void logged.push(message) };
    const { queue, clock, tokens, eventsOf } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" }, logger });
    tokens[seam] = () => {
      throw new Error("session storage is gone");
    };
    const first = queue.execute({ url: meUrl(server, 1) });
    if (seam === "setTokens") {
      while (server.requestsTo(REFRESH_PATH).length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const waiting = queue.execute({ url: meUrl(server, 2) });
    answerRefresh();

    const outcomes = await settleWithClock(Promise.allSettled([first, waiting]), clock, { maxSteps: 50 });

    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: "rejected", reason: { kind: "unauthorized", code: 401, message: REFRESH_FAILED } });
    }
    expect(queue.tokenRefreshState()).toMatchObject({ lock: -1, failedToken: "old" });
    expect(eventsOf("session-ended")).toEqual([{ reason: "refresh-failed" }]);
    expect(eventsOf("notification")).toEqual([
      { type: "danger", message: "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.", action1: { label: "OK" } },
    ]);
    expect(logged).toEqual(["the token refresh failed with an internal error"]);
  });

  it.each([
    ["token-refresh-changed", 2],
    ["session-expires", 1],
  ] as const)("a %s listener that throws during the refresh is logged and changes nothing", async (event, emitted) => {
    const server = await authApi(new Set(["new"]), () => json({ code: 200, result: "new", meta: { session_expires: "2030-01-01T10:00:00.000Z" } }));
    const logged: string[] = [];
    const logger = { warn: () => undefined, error: (message: string) => void logged.push(message) };
    const { queue, clock } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" }, logger });
    queue.events.on(event, () => {
      throw new Error("listener bug");
    });
    await expect(settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock, { maxSteps: 50 })).resolves.toMatchObject({ result: { token: "new" } });
    expect(queue.tokenRefreshState()).toEqual({ lock: 0, attempts: 0, failedToken: null });
    expect(logged).toEqual(Array.from({ length: emitted }, () => `a "${event}" listener failed during the token refresh`));
  });

  it("refreshes with the token in the Authorization header as well", async () => {
    const server = await authApi(new Set(["new"]), () => json({ code: 200, result: "new" }));
    const { queue, clock } = queueAgainst(server.url, { config: { user: { tokenInHeader: true } }, tokens: { token: "old", refreshToken: "r" } });
    const task = await settleWithClock(queue.execute({ url: meUrl(server, 1) }), clock);
    expect(task.result).toEqual({ path: "/api/ext/shop/me/1", token: "new" });
    const sent = server.requestsTo("/api/ext/shop/me/1");
    expect(sent.map((request) => [request.url, request.headers.authorization])).toEqual([
      ["/api/ext/shop/me/1", "Bearer old"],
      ["/api/ext/shop/me/1", "Bearer new"],
    ]);
  });

  it("the session's own renewal joins a refresh a 401 started (one call, one-use refresh token spent once), and a failed lock answers without a call", async () => {
    const { server, answerRefresh } = await heldRefreshApi(new Set(["new"]), json({ code: 200, result: "new", meta: { refreshToken: "r2" } }));
    const { queue, clock, tokens } = queueAgainst(server.url, { tokens: { token: "old", refreshToken: "r1" } });
    const task = queue.execute({ url: meUrl(server, 1) });
    while (server.requestsTo(REFRESH_PATH).length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const renewal = queue.refreshSession();
    answerRefresh();
    expect(await renewal).toEqual({ type: "refreshed" });
    expect((await settleWithClock(task, clock)).result).toEqual({ path: "/api/ext/shop/me/1", token: "new" });
    expect(server.requestsTo(REFRESH_PATH)).toHaveLength(1);
    expect(tokens.getRefreshToken()).toBe("r2");
    await server.close();

    const refused = await authApi(new Set(), () => REFRESH_REFUSED);
    const ended = queueAgainst(refused.url, { tokens: { token: "old", refreshToken: "r1" } });
    expect(await ended.queue.refreshSession()).toEqual({ type: "failed" });
    expect(await ended.queue.refreshSession()).toEqual({ type: "failed" });
    expect(refused.requestsTo(REFRESH_PATH)).toHaveLength(1);
    expect(ended.eventsOf("session-ended")).toEqual([{ reason: "refresh-failed" }]);
  });
});
