import { createManualClock, createTestConfig } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../storage/memory-storage";
import { createMemorySessionTokens, type SessionTokens } from "./session-tokens";
import { createSyncQueue } from "./sync-queue";
import type { FetchLike } from "./transport";

const API = "http://127.0.0.1:9";
const CART_UPDATE = `${API}/api/ext/shop/cart/update?token={{token}}&cartId={{cartId}}`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers every request with 200 and records the urls sent. */
function recordingFetch() {
  const sent: string[] = [];
  const fetch: FetchLike = async (url) => {
    sent.push(url.replace(API, ""));
    return new Response(JSON.stringify({ code: 200, result: "ok" }), { headers: { "content-type": "application/json" } });
  };
  return { fetch, sent };
}

function pageWith(tokens: SessionTokens, entries: Map<string, unknown>, fetch: FetchLike, online: boolean) {
  const errors: string[] = [];
  const queue = createSyncQueue({
    config: createTestConfig(),
    clock: createManualClock(),
    tokens,
    fetch,
    online,
    taskStorage: createMemoryStorage(entries),
    resultStorage: createMemoryStorage(),
    logger: { warn: () => undefined, error: (message) => void errors.push(message) },
  });
  return { queue, errors };
}

/** Two cart updates queued offline by a page that had a session. */
async function storedCartUpdates() {
  const entries = new Map<string, unknown>();
  const { queue } = pageWith(createMemorySessionTokens({ token: "tok", cartId: "c1" }), entries, recordingFetch().fetch, false);
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
    const { queue } = pageWith(session.tokens, entries, fetch, true);
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
    const { queue, errors } = pageWith(session.tokens, new Map(), fetch, true);
    session.refuse(new Error("storage gone"));
    await expect(queue.execute({ url: `${API}/api/ext/shop/me?token={{token}}` })).resolves.toMatchObject({ resultCode: 200 });
    expect(sent).toEqual(["/api/ext/shop/me"]);
    expect(errors).toEqual(["the session tokens were not restored; tasks are sent with what the session holds"]);
  });
});
