import type { ShopRuntime } from "@shop/core";
import { createManualClock, createTestConfig } from "@shop/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createSyncClient } from "../client/sync-client";
import { isOfflineFailure, SyncTaskError } from "../errors/sync-task-error";
import { createLocalForageStorage, hasBrowserStorage } from "../storage/localforage-storage";
import type * as LocalForageModule from "../storage/localforage-storage";
import { createMemoryStorage } from "../storage/memory-storage";
import { createTestClient } from "../testing/test-sync-queue";
import { settleWithClock } from "../testing/settle-with-clock";
import { createMemorySessionTokens } from "./session-tokens";
import { createSyncQueue } from "./sync-queue";
import type { FetchLike } from "./transport";

// The real `hasBrowserStorage` (it reads the globals); the localforage stores made are recorded.
vi.mock("../storage/localforage-storage", async (importOriginal) => ({
  ...(await importOriginal<typeof LocalForageModule>()),
  createLocalForageStorage: vi.fn(() => createMemoryStorage()),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(createLocalForageStorage).mockClear();
});

const STOCK_URL = "http://127.0.0.1:9/api/stock/check";
const anything = z.unknown();
const envelope = (result: unknown) => new Response(JSON.stringify({ code: 200, result }), { headers: { "content-type": "application/json" } });

type Scripted = "no-reply" | "hang" | Response;

/** A back end that answers each call with the next scripted reply (the last one over and over); `calls` counts what reached it. */
function scriptedFetch(...replies: (() => Scripted)[]) {
  const calls: string[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push(url);
    const reply = (replies[calls.length - 1] ?? replies.at(-1)!)();
    if (reply === "no-reply") return Promise.reject(new TypeError("fetch failed"));
    if (reply === "hang") return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)));
    return Promise.resolve(reply);
  };
  return { fetch, calls };
}

/** A failing reply of each sort a server render meets, then a good one. */
const FAILURES: [string, () => Scripted, number | undefined][] = [
  ["no reply (refused)", () => "no-reply", undefined],
  ["no reply within the request timeout", () => "hang", undefined],
  ["a gateway's 502 page", () => new Response("<h1>502 Bad Gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }), 502],
  ["a maintenance 503 page", () => new Response("<h1>Down for maintenance</h1>", { status: 503, headers: { "content-type": "text/html" } }), 503],
];

describe('a server queue (runtime "server": one per request of a server render; ARCHITECTURE "Server rendering")', () => {
  it.each(FAILURES)("%s: the call rejects as network, the connection stays online, the next call is still tried", async (_case, failure, code) => {
    const backEnd = scriptedFetch(failure, () => envelope({ qty: 1 }));
    const { queue, clock } = createTestClient({ runtime: "server", fetch: backEnd.fetch });
    const changes: boolean[] = [];
    queue.events.on("online-changed", ({ online }) => changes.push(online));

    const sentWhileOffline = !queue.isOnline();
    const error: unknown = await settleWithClock(queue.execute({ url: STOCK_URL }), clock, { stepMs: 15_000 }).catch((rejected: unknown) => rejected);
    expect(error).toBeInstanceOf(SyncTaskError);
    expect(error).toMatchObject({ kind: "network", code });
    // Catalogue search and URL resolution read it as an online error, not "offline".
    expect(isOfflineFailure(error, sentWhileOffline)).toBe(false);
    expect(isOfflineFailure(error, !queue.isOnline())).toBe(false);
    expect(queue.isOnline()).toBe(true);

    await expect(queue.execute({ url: STOCK_URL })).resolves.toMatchObject({ result: { qty: 1 } });
    expect(backEnd.calls).toHaveLength(2);
    expect(changes).toEqual([]);
  });

  it("the same failure in a browser queue still sets it offline (the browser's reading is unchanged)", async () => {
    const { queue } = createTestClient({ fetch: scriptedFetch(() => "no-reply").fetch });
    await expect(queue.execute({ url: STOCK_URL })).rejects.toMatchObject({ kind: "network" });
    expect(queue.isOnline()).toBe(false);
  });

  it("two requests, two queues: a failure in one leaves the other untouched", async () => {
    const failing = createTestClient({ runtime: "server", fetch: scriptedFetch(() => "no-reply").fetch });
    const healthy = scriptedFetch(() => envelope("ok"));
    const other = createTestClient({ runtime: "server", fetch: healthy.fetch });
    const otherChanges: unknown[] = [];
    other.queue.events.on("online-changed", (change) => otherChanges.push(change));

    await expect(failing.client.get("/api/stock/check", { schema: anything })).rejects.toMatchObject({ kind: "network" });
    await expect(other.client.get("/api/stock/check", { schema: anything })).resolves.toBe("ok");
    expect([failing.queue.isOnline(), other.queue.isOnline()]).toEqual([true, true]);
    expect(healthy.calls).toHaveLength(1);
    expect(otherChanges).toEqual([]);
  });

  it("stores in memory even where indexedDB and localStorage exist; a browser queue there takes localforage", () => {
    // A page with working stores (the detection asks for a document and callable methods).
    vi.stubGlobal("document", {});
    vi.stubGlobal("indexedDB", { open: () => undefined });
    vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined });
    expect(hasBrowserStorage()).toBe(true);
    const options = { config: createTestConfig(), clock: createManualClock(), tokens: createMemorySessionTokens() };

    createSyncQueue({ ...options, runtime: "server" }).dispose();
    expect(createLocalForageStorage).not.toHaveBeenCalled();

    createSyncQueue(options).dispose();
    expect(vi.mocked(createLocalForageStorage).mock.calls.map(([store]) => store.storeName).sort()).toEqual(["syncResults", "syncTasks"]);
  });

  it("a queued task is refused (kind not-queued): nothing stored, nothing sent", async () => {
    const backEnd = scriptedFetch(() => envelope("ok"));
    const { queue, client } = createTestClient({ runtime: "server", fetch: backEnd.fetch });
    const queued = client.post("/api/ext/{ext}/me", { firstname: "Jan" }, { schema: anything, queue: true });
    await expect(queued).rejects.toBeInstanceOf(SyncTaskError);
    await expect(queued).rejects.toMatchObject({ kind: "not-queued", method: "POST", message: expect.stringContaining("Not queued during a server render: POST") });
    expect(queue.pendingTasks()).toEqual([]);
    await queue.runQueue();
    expect(backEnd.calls).toEqual([]);
    // Not a connectivity failure: no offline answer for it anywhere.
    expect(isOfflineFailure(await queued.catch((error: unknown) => error), false)).toBe(false);
  });

  it("keeps no result: a cacheable GET that fails later rejects instead of answering the earlier reply", async () => {
    const backEnd = scriptedFetch(() => envelope({ qty: 3 }), () => "no-reply");
    const { client, queue } = createTestClient({ runtime: "server", fetch: backEnd.fetch });
    await expect(client.get("/api/stock/check", { schema: anything, cacheable: true })).resolves.toEqual({ qty: 3 });
    await expect(client.get("/api/stock/check", { schema: anything, cacheable: true })).rejects.toMatchObject({ kind: "network" });
    expect(await queue.cachedTask("GET", `${createTestConfig().api.url}/api/stock/check`)).toBeNull();
  });

  it("leaves no timer: no quota check, no wait for tokens.ready(), nothing after dispose()", async () => {
    const clock = createManualClock();
    const estimateStorage = vi.fn(async () => ({ usage: 99, quota: 100 }));
    // A session seam whose restore never settles: a browser queue would wait up to 2000 ms on the clock.
    const tokens = { ...createMemorySessionTokens({ token: "t" }), ready: () => new Promise<void>(() => undefined) };
    const backEnd = scriptedFetch(() => envelope("me"));
    const queue = createSyncQueue({ config: createTestConfig(), clock, tokens, fetch: backEnd.fetch, estimateStorage, runtime: "server" });
    await queue.ready();
    expect(clock.pending()).toBe(0);
    await expect(createSyncClient(queue).get("/api/ext/{ext}/me", { schema: anything, auth: true })).resolves.toBe("me");
    queue.dispose();
    expect(clock.pending()).toBe(0);
    clock.advance(60_000);
    expect(estimateStorage).not.toHaveBeenCalled();
  });

  it.each<[string, object, string]>([
    ["an unknown runtime", { runtime: "edge" as ShopRuntime }, 'runtime must be "browser" or "server", got edge'],
    ["a task storage on a server", { runtime: "server", taskStorage: createMemoryStorage() }, "taskStorage and resultStorage are not taken"],
    ["a result storage on a server", { runtime: "server", resultStorage: createMemoryStorage() }, "taskStorage and resultStorage are not taken"],
  ])("refuses %s at creation", (_case, extra, message) => {
    const options = { config: createTestConfig(), clock: createManualClock(), tokens: createMemorySessionTokens() };
    expect(() => createSyncQueue({ ...options, ...extra })).toThrow(RangeError);
    expect(() => createSyncQueue({ ...options, ...extra })).toThrow(message);
  });
});
