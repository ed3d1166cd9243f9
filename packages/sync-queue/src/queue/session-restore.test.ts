import { ShopConfigError } from "@shop/core";
import { createManualClock, createTestConfig, type ManualClock } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createSyncClient } from "../client/sync-client";
import { createMemoryStorage } from "../storage/memory-storage";
import { createMemorySessionTokens, type MemorySessionTokens, type SessionTokens } from "./session-tokens";
import { createSyncQueue } from "./sync-queue";
import type { FetchLike } from "./transport";
import { flush } from "../test-support/timing";

const API = "http://127.0.0.1:9";
const CART_UPDATE = `${API}/api/ext/shop/cart/update?token={{token}}&cartId={{cartId}}`;

/** Answers every request with 200 and records the urls sent. */
function recordingFetch() {
  const sent: string[] = [];
  const fetch: FetchLike = async (url) => {
    sent.push(url.replace(API, ""));
    return new Response(JSON.stringify({ code: 200, result: "ok" }), { headers: { "content-type": "application/json" } });
  };
  return { fetch, sent };
}

interface PageOptions {
  taskEntries?: Map<string, unknown>;
  resultEntries?: Map<string, unknown>;
  fetch: FetchLike;
  online: boolean;
  /** `config.network.sessionRestoreTimeoutMs` of the page's config (default 2000). */
  sessionRestoreTimeoutMs?: number;
  clock?: ManualClock;
}

/** A page load: a queue over the given stored entries, with a manual clock and a recording logger. */
function pageWith(tokens: SessionTokens, options: PageOptions) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const clock = options.clock ?? createManualClock();
  const queue = createSyncQueue({
    config: createTestConfig({
      api: { url: API },
      ...(options.sessionRestoreTimeoutMs !== undefined && { network: { sessionRestoreTimeoutMs: options.sessionRestoreTimeoutMs } }),
    }),
    clock,
    tokens,
    fetch: options.fetch,
    online: options.online,
    taskStorage: createMemoryStorage(options.taskEntries),
    resultStorage: createMemoryStorage(options.resultEntries),
    logger: { warn: (message) => void warnings.push(message), error: (message) => void errors.push(message) },
  });
  return { queue, clock, errors, warnings };
}

/** Two cart updates queued offline by a page that had a session. */
async function storedCartUpdates() {
  const entries = new Map<string, unknown>();
  const { queue } = pageWith(createMemorySessionTokens({ token: "tok", cartId: "c1" }), { taskEntries: entries, fetch: recordingFetch().fetch, online: false });
  for (const n of [1, 2]) void queue.queue({ url: CART_UPDATE, method: "POST", body: n }).catch(() => undefined);
  while (entries.size < 2) await flush();
  return entries;
}

/** The session seam of a user package that restores token and cart id asynchronously. */
function restoringTokens() {
  const tokens = createMemorySessionTokens();
  let restore!: () => void;
  let refuse!: (error: Error) => void;
  const restored = new Promise<void>((resolve, reject) => {
    restore = () => {
      tokens.setToken("tok");
      tokens.setCartId("c1");
      resolve();
    };
    refuse = reject;
  });
  return { tokens: { ...tokens, ready: () => restored } satisfies SessionTokens, restore, refuse };
}

describe("replay after a reload waits for the session (commerce-core.md §4 Network tasks, Session and token)", () => {
  it("the stored queue is sent with the restored token and cart id, not as a guest; other tasks go at once", async () => {
    const entries = await storedCartUpdates();
    const { fetch, sent } = recordingFetch();
    const session = restoringTokens();
    const { queue } = pageWith(session.tokens, { taskEntries: entries, fetch, online: true });
    await queue.ready();
    const guest = await queue.execute({ url: `${API}/api/product?sku=A` });
    const direct = queue.execute({ url: `${API}/api/ext/shop/me?token={{token}}` });
    for (let step = 0; step < 5; step += 1) await flush();
    expect(guest.resultCode).toBe(200);
    expect(sent).toEqual(["/api/product?sku=A"]);
    expect(queue.pendingTasks()).toHaveLength(2);

    session.restore();
    await direct;
    await queue.runQueue();
    expect(sent.slice(1).sort()).toEqual(
      ["/api/ext/shop/cart/update?token=tok&cartId=c1", "/api/ext/shop/cart/update?token=tok&cartId=c1", "/api/ext/shop/me?token=tok"].sort(),
    );
    expect(queue.pendingTasks()).toEqual([]);
    expect(entries.size).toBe(0);
  });

  it("a session that cannot be restored is logged, and the tasks go with what the session holds", async () => {
    const { fetch, sent } = recordingFetch();
    const session = restoringTokens();
    const { queue, errors } = pageWith(session.tokens, { fetch, online: true });
    session.refuse(new Error("storage gone"));
    await expect(queue.execute({ url: `${API}/api/ext/shop/me?token={{token}}` })).resolves.toMatchObject({ resultCode: 200 });
    expect(sent).toEqual(["/api/ext/shop/me"]);
    expect(errors).toEqual(["the session tokens were not restored; tasks are sent with what the session holds"]);
  });
});

/** A session seam whose restore never finishes (a persistence layer that hangs). */
const neverRestoring = (): MemorySessionTokens => ({ ...createMemorySessionTokens(), ready: () => new Promise<void>(() => undefined) });

describe("the wait for the session is bounded (commerce-core.md §4 Network tasks; §9 cache iterate timeout 2000 ms)", () => {
  const lateWarning = (ms: number) => `the session was not restored within ${ms} ms; queued tasks that need it wait for it, other tasks go on`;

  it.each([
    ["config.network.sessionRestoreTimeoutMs by default (the spec's 2000 ms storage wait)", undefined, 2000],
    ["config.network.sessionRestoreTimeoutMs set to 500 ms", 500, 500],
  ])("a ready() that never settles holds the queue for %s; then other tasks go and queued session tasks stay queued", async (_case, option, waitMs) => {
    const { fetch, sent } = recordingFetch();
    const tokens = neverRestoring();
    const taskEntries = new Map<string, unknown>();
    const { queue, clock, errors, warnings } = pageWith(tokens, { taskEntries, fetch, online: true, ...(option !== undefined && { sessionRestoreTimeoutMs: option }) });
    const cartUpdate = queue.queue({ url: CART_UPDATE, method: "POST", body: 1 });
    const catalogue = queue.queue({ url: `${API}/api/product?sku=A` });
    const profile = queue.execute({ url: `${API}/api/ext/shop/me?token={{token}}` });
    let cartSettled = false;
    cartUpdate.then(
      () => (cartSettled = true),
      () => (cartSettled = true),
    );
    for (let step = 0; step < 5; step += 1) await flush();
    clock.advance(waitMs - 1);
    for (let step = 0; step < 5; step += 1) await flush();
    expect(sent).toEqual([]);
    expect(queue.pendingTasks()).toHaveLength(2);

    clock.advance(1);
    // A direct call's caller waits for a reply: it goes with what the session holds (a guest).
    await expect(profile).resolves.toMatchObject({ resultCode: 200 });
    await expect(catalogue).resolves.toMatchObject({ resultCode: 200 });
    expect(sent.sort()).toEqual(["/api/ext/shop/me", "/api/product?sku=A"]);
    // The queued cart task is neither sent as a guest nor dropped: it waits, persisted.
    expect(cartSettled).toBe(false);
    expect(queue.pendingTasks().map((task) => task.url)).toEqual([CART_UPDATE]);
    expect([...taskEntries.values()]).toMatchObject([{ url: CART_UPDATE }]);
    expect(warnings).toEqual([lateWarning(waitMs)]);
    expect(errors).toEqual([]);

    // Waited once: later direct tasks go at once, with whatever the session holds when sent.
    tokens.setToken("late");
    await expect(queue.execute({ url: `${API}/api/ext/shop/me?token={{token}}` })).resolves.toMatchObject({ resultCode: 200 });
    expect(sent.at(-1)).toBe("/api/ext/shop/me?token=late");
    expect(warnings).toHaveLength(1);
  });

  it("a ready() that settles late (2.5 s, a cold mobile start) sends the held tasks with the restored session, exactly once, in order", async () => {
    // The page before the reload queued, offline: a cart update, a catalogue read, a profile save, another cart update.
    const taskEntries = new Map<string, unknown>();
    const before = pageWith(createMemorySessionTokens({ token: "tok", cartId: "c1" }), { taskEntries, fetch: recordingFetch().fetch, online: false });
    const PROFILE = `${API}/api/ext/shop/me?token={{token}}`;
    for (const input of [
      { url: CART_UPDATE, method: "POST" as const, body: 1 },
      { url: `${API}/api/product?sku=A` },
      { url: PROFILE, method: "POST" as const, body: "profile" },
      { url: CART_UPDATE, method: "POST" as const, body: 2 },
    ]) {
      void before.queue.queue(input).catch(() => undefined);
    }
    while (taskEntries.size < 4) await flush();

    const clock = createManualClock();
    const tokens = createMemorySessionTokens();
    const ready = () =>
      new Promise<void>((resolve) =>
        clock.setTimeout(() => {
          tokens.setToken("tok");
          tokens.setCartId("c1");
          resolve();
        }, 2500),
      );
    const sentBodies: string[] = [];
    const fetch: FetchLike = async (url, init) => {
      sentBodies.push(`${url.replace(API, "")} ${String(init.body ?? "")}`);
      return new Response(JSON.stringify({ code: 200, result: "ok" }), { headers: { "content-type": "application/json" } });
    };
    const { queue, warnings, errors } = pageWith({ ...tokens, ready }, { taskEntries, fetch, online: true, clock });
    await queue.ready();
    for (let step = 0; step < 5; step += 1) await flush();
    clock.advance(2000);
    for (let step = 0; step < 10; step += 1) await flush();
    expect(sentBodies).toEqual(["/api/product?sku=A "]);
    expect(queue.pendingTasks().map((task) => task.payload.body)).toEqual([1, "profile", 2]);
    expect(taskEntries.size).toBe(3);

    clock.advance(500);
    await queue.runQueue();
    for (let step = 0; step < 50 && queue.pendingTasks().length > 0; step += 1) await flush();
    expect(sentBodies).toEqual([
      "/api/product?sku=A ",
      "/api/ext/shop/cart/update?token=tok&cartId=c1 1",
      '/api/ext/shop/me?token=tok "profile"',
      "/api/ext/shop/cart/update?token=tok&cartId=c1 2",
    ]);
    expect(taskEntries.size).toBe(0);
    expect(warnings).toEqual([lateWarning(2000)]);
    expect(errors).toEqual([]);
  });

  it("a ready() that rejects after the bound sends the held tasks with what the session holds, and logs it", async () => {
    const { fetch, sent } = recordingFetch();
    const clock = createManualClock();
    const tokens = createMemorySessionTokens({ token: "kept" });
    const ready = () => new Promise<void>((_resolve, reject) => clock.setTimeout(() => reject(new Error("storage gone")), 2500));
    const { queue, errors } = pageWith({ ...tokens, ready }, { fetch, online: true, clock });
    const profile = queue.queue({ url: `${API}/api/ext/shop/me?token={{token}}`, method: "POST", body: 1 });
    for (let step = 0; step < 5; step += 1) await flush();
    clock.advance(2000);
    for (let step = 0; step < 5; step += 1) await flush();
    expect(sent).toEqual([]);

    clock.advance(500);
    await expect(profile).resolves.toMatchObject({ resultCode: 200 });
    expect(sent).toEqual(["/api/ext/shop/me?token=kept"]);
    expect(errors).toEqual(["the session tokens were not restored; tasks are sent with what the session holds"]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("refuses network.sessionRestoreTimeoutMs %s at creation (createConfig, by path)", (timeoutMs) => {
    let caught: unknown;
    try {
      pageWith(neverRestoring(), { fetch: recordingFetch().fetch, online: true, sessionRestoreTimeoutMs: timeoutMs });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShopConfigError);
    expect((caught as ShopConfigError).issues.map((issue) => issue.path)).toEqual(["network.sessionRestoreTimeoutMs"]);
  });
});

describe("cached results after an offline reload (commerce-core.md §4 Network tasks: result kept if cacheable)", () => {
  const ME = "/api/ext/{ext}/me";

  /** The customer's profile, fetched online and kept, in the result storage a reload finds. */
  async function cachedProfile() {
    const resultEntries = new Map<string, unknown>();
    const { queue } = pageWith(createMemorySessionTokens({ token: "tok" }), { resultEntries, fetch: recordingFetch().fetch, online: true });
    await createSyncClient(queue).get(ME, { schema: z.string(), auth: true, cacheable: true });
    while (resultEntries.size === 0) await flush();
    return resultEntries;
  }

  it("an offline GET waits for the restored token and answers from the customer's cached result", async () => {
    const resultEntries = await cachedProfile();
    const session = restoringTokens();
    const { queue } = pageWith(session.tokens, { resultEntries, fetch: recordingFetch().fetch, online: false });
    const reply = createSyncClient(queue).request({ path: ME, schema: z.string(), auth: true, cacheable: true });
    for (let step = 0; step < 5; step += 1) await flush();
    session.restore();
    await expect(reply).resolves.toMatchObject({ result: "ok", fromCache: true });
  });

  it("a session that is never restored gives the guest's answer (a miss) after the bounded wait, not a hang", async () => {
    const resultEntries = await cachedProfile();
    const { queue, clock } = pageWith(neverRestoring(), { resultEntries, fetch: recordingFetch().fetch, online: false });
    const reply = createSyncClient(queue).request({ path: ME, schema: z.string(), auth: true, cacheable: true });
    reply.catch(() => undefined);
    for (let step = 0; step < 5; step += 1) await flush();
    clock.advance(2000);
    await expect(reply).rejects.toMatchObject({ kind: "offline" });
  });
});
