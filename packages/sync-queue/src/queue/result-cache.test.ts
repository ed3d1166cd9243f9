import { createManualClock, createTestConfig } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../storage/memory-storage";
import { createMemorySessionTokens } from "./session-tokens";
import { createSyncQueue } from "./sync-queue";
import type { FetchLike } from "./transport";
import { flush } from "../test-support/timing";

const API = "http://127.0.0.1:9";
const ME = `${API}/api/ext/shop/me?token={{token}}`;
const ORDERS = `${API}/api/ext/shop/order-history?token={{token}}`;
const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A back end that accepts only the tokens in `valid`, answers each url with the token it saw, and refreshes to "tok-2". */
function authFetch(valid: Set<string>): FetchLike {
  return async (url) => {
    if (url.endsWith("/refresh")) {
      valid.add("tok-2");
      return reply({ code: 200, result: "tok-2" });
    }
    const token = new URL(url).searchParams.get("token");
    if (token === null || !valid.has(token)) return reply({ code: 401, result: "not authorized" }, 401);
    return reply({ code: 200, result: `${new URL(url).pathname} of ${token}` });
  };
}

function customerQueue(valid: Set<string>) {
  const resultEntries = new Map<string, unknown>();
  const errors: string[] = [];
  const tokens = createMemorySessionTokens({ token: "tok-1", refreshToken: "r1" });
  const queue = createSyncQueue({
    config: createTestConfig({ api: { url: API } }),
    clock: createManualClock(),
    tokens,
    fetch: authFetch(valid),
    taskStorage: createMemoryStorage(),
    resultStorage: createMemoryStorage(resultEntries),
    logger: { warn: () => undefined, error: (message) => void errors.push(message) },
  });
  const settled = async () => {
    for (let step = 0; step < 20; step += 1) await flush();
  };
  return { queue, tokens, resultEntries, errors, settled };
}

describe("cached results: one record per url, never another session's (commerce-core.md §4 Network tasks, Session and token)", () => {
  it("a token refresh overwrites the customer's record instead of adding one, and the new token reads it", async () => {
    const valid = new Set(["tok-1"]);
    const { queue, tokens, resultEntries, settled } = customerQueue(valid);
    await queue.execute({ url: ME, is_result_cacheable: true });
    await queue.execute({ url: ORDERS, is_result_cacheable: true });
    await settled();
    expect(resultEntries.size).toBe(2);

    valid.delete("tok-1"); // the token expired: the next call refreshes it
    await queue.execute({ url: ME, is_result_cacheable: true });
    await settled();
    expect(tokens.getToken()).toBe("tok-2");
    expect(resultEntries.size).toBe(2);
    expect(await queue.cachedTask("GET", ME)).toMatchObject({ result: "/api/ext/shop/me of tok-2" });
    // Sent with the old token, the orders record is not the new token's answer: a miss, bounded.
    expect(await queue.cachedTask("GET", ORDERS)).toBeNull();
    // The token itself is never written to storage.
    expect(JSON.stringify([...resultEntries.keys()])).not.toMatch(/tok-[12]/);
  });

  it("the old customer's record is not served to the next session on the device, nor to a guest", async () => {
    const { queue, tokens } = customerQueue(new Set(["tok-1"]));
    await queue.execute({ url: ME, is_result_cacheable: true });
    expect(await queue.cachedTask("GET", ME)).toMatchObject({ result: "/api/ext/shop/me of tok-1" });
    tokens.setToken("tok-of-another-customer");
    expect(await queue.cachedTask("GET", ME)).toBeNull();
    tokens.setToken(null);
    expect(await queue.cachedTask("GET", ME)).toBeNull();
  });

  it("a stored record that is not a cached result (an older format) is logged, removed and a miss", async () => {
    const { queue, resultEntries, errors } = customerQueue(new Set());
    resultEntries.set(`GET ${ME}`, { task_id: "from an older version" });
    expect(await queue.cachedTask("GET", ME)).toBeNull();
    expect(resultEntries.size).toBe(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^dropped cached result GET ${ME.replace(/[?{}.]/g, "\\$&")}: not a cached result \\(`));
  });
});
