import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_RETRY_AFTER_SECONDS } from "../app";
import { createTestShop, signUp, type TestShop } from "../testing/test-server";
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_LOCK_TIMEOUT_MS, requestFingerprint } from "./idempotency";

// A shop without the catalogue (the newsletter and the account endpoints need none) and a clock the tests move.
let clock = new Date("2026-06-15T12:00:00Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ database: "memory", seed: false, now: () => clock });
});
afterAll(() => shop.close());

const subscribe = (key: string, email: string) => shop.request("POST", "/api/ext/newsletter/subscribe", { body: { email }, headers: { "Idempotency-Key": key } });
const records = async (key: string) => shop.server.db.query<{ status: number | null }>("SELECT status FROM idempotency_record WHERE key = $1", [`guest:${key}`]);

describe("Idempotency-Key", () => {
  // The client sends a key with every non-GET task, reads included: a key on a read changes nothing.
  it.each([
    ["the URL map", "/api/url/map", { url: "/en/shirts" }],
    ["a catalogue search sent as POST", "/api/catalog/shop_catalog_nl/product/_search", { size: 1 }],
    ["the user search by e-mail", "/api/ext/shop/search", { email_address: "nobody@example.com" }],
  ])("%s ignores the key: nothing stored, nothing replayed, a malformed key is no error", async (_case, path, body) => {
    const key = `read-${path.length}`;
    const first = await shop.request("POST", path, { body, headers: { "Idempotency-Key": key } });
    const second = await shop.request("POST", path, { body, headers: { "Idempotency-Key": key } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(await records(key)).toEqual([]);
    expect((await shop.request("POST", path, { body, headers: { "Idempotency-Key": "not valid!" } })).status).toBe(200);
  });

  it("the address search sent as POST is a read too: the key is ignored, another body with it is no 422", async () => {
    const user = await signUp(shop, "Reader");
    const headers = { "Idempotency-Key": "address-read" };
    const all = await shop.request("POST", "/api/ext/shop/address/search", { token: user.token, body: { user_id: user.id }, headers });
    const delivery = await shop.request("POST", "/api/ext/shop/address/search", { token: user.token, body: { user_id: user.id, address_type: "DELIVERY" }, headers });
    expect([all.status, delivery.status]).toEqual([200, 200]);
    expect(delivery.headers.get("idempotent-replayed")).toBeNull();
    expect(await shop.server.db.query("SELECT key FROM idempotency_record WHERE key LIKE $1", ["%address-read"])).toEqual([]);
  });

  it("a lock left without a reply (a crashed request) answers 409 while fresh, then is taken over", async () => {
    const crashedFingerprint = requestFingerprint("POST", "http://shop.test/api/ext/newsletter/subscribe", new TextEncoder().encode(JSON.stringify({ email: "late@example.com" })));
    await shop.server.db.query("INSERT INTO idempotency_record (key, fingerprint, created_at) VALUES ($1, $2, $3)", ["guest:crashed", crashedFingerprint, clock.toISOString()]);
    expect((await subscribe("crashed", "late@example.com")).status).toBe(409);
    // Asked from another origin: the client may read Retry-After (a queued task waits on it instead of taking the 409 as its answer).
    const inProgress = await shop.request("POST", "/api/ext/newsletter/subscribe", {
      body: { email: "late@example.com" },
      headers: { "Idempotency-Key": "crashed", Origin: "http://storefront.test" },
    });
    expect(inProgress).toMatchObject({ status: 409, body: { code: 409, result: "A request with this Idempotency-Key is still being processed." } });
    expect(inProgress.headers.get("retry-after")).toBe("1");
    expect(inProgress.headers.get("access-control-expose-headers")?.split(/,\s*/)).toContain("Retry-After");
    advance(IDEMPOTENCY_LOCK_TIMEOUT_MS + 1000);
    const retried = await subscribe("crashed", "late@example.com");
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(await records("crashed")).toEqual([{ status: 200 }]);
    // The reply is now stored: the next retry replays it.
    expect((await subscribe("crashed", "late@example.com")).headers.get("idempotent-replayed")).toBe("true");
  });

  it("a stored key expires after 24 h: it is purged and runs afresh", async () => {
    const first = await subscribe("daily", "daily@example.com");
    expect(first.body.result.email_exists).toBe(false);
    advance(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    expect((await subscribe("daily", "daily@example.com")).headers.get("idempotent-replayed")).toBe("true");
    advance(2 * 60_000);
    const again = await subscribe("daily", "daily@example.com");
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.result.email_exists).toBe(true);
    // Purged by age, not only replaced on reuse.
    await subscribe("other", "other@example.com");
    advance(IDEMPOTENCY_KEY_TTL_MS + 60 * 60_000);
    await subscribe("trigger-purge", "purge@example.com");
    expect(await records("other")).toEqual([]);
  });

  it("never stores a reply carrying tokens (login, refresh)", async () => {
    const credentials = { username: "keys@example.com", password: "Secret123!" };
    await shop.request("POST", "/api/ext/shop/create", { body: { customer: { email: credentials.username, firstname: "Key", lastname: "Holder" }, password: credentials.password } });
    const headers = { "Idempotency-Key": "login-1" };
    const login = await shop.request("POST", "/api/ext/shop/login", { body: credentials, headers });
    expect(login.status).toBe(200);
    const refresh = await shop.request("POST", "/api/ext/shop/refresh", { body: { refreshToken: login.body.meta.refreshToken }, headers: { "Idempotency-Key": "refresh-1" } });
    expect(refresh.status).toBe(200);
    const stored = await shop.server.db.query<{ reply: unknown }>("SELECT reply FROM idempotency_record WHERE reply IS NOT NULL");
    expect(JSON.stringify(stored)).not.toContain(login.body.result);
    expect(JSON.stringify(stored)).not.toContain(refresh.body.result);
    expect(await records("login-1")).toEqual([]);
    expect(await records("refresh-1")).toEqual([]);
    // A retry with the key signs in again instead of replaying.
    const retried = await shop.request("POST", "/api/ext/shop/login", { body: credentials, headers });
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("the token in the query is not part of what a key is bound to (a retry after a token refresh replays)", () => {
    const body = new TextEncoder().encode("{}");
    expect(requestFingerprint("POST", "http://shop.test/api/x?cartId=1&token=old", body)).toBe(requestFingerprint("POST", "http://shop.test/api/x?cartId=1&token=new", body));
    expect(requestFingerprint("POST", "http://shop.test/api/x?cartId=1", body)).not.toBe(requestFingerprint("POST", "http://shop.test/api/x?cartId=2", body));
    expect(requestFingerprint("POST", "http://shop.test/api/x", body)).not.toBe(requestFingerprint("POST", "http://shop.test/api/x", new TextEncoder().encode("{ }")));
  });

  it("a key replayed with another body or query is refused 422, not answered with another request's reply", async () => {
    expect((await subscribe("shared-key", "first@example.com")).status).toBe(200);
    // Another guest (all guests share one scope) or another body: not the first reply.
    const otherBody = await subscribe("shared-key", "second@example.com");
    expect(otherBody.status).toBe(422);
    expect(otherBody.headers.get("idempotent-replayed")).toBeNull();
    const otherQuery = await shop.request("POST", "/api/ext/newsletter/subscribe?email=x", { body: { email: "first@example.com" }, headers: { "Idempotency-Key": "shared-key" } });
    expect(otherQuery.status).toBe(422);
    // The same request again is a replay.
    expect((await subscribe("shared-key", "first@example.com")).headers.get("idempotent-replayed")).toBe("true");
  });

  it("never stores a new cart's reply: a guest cart's id is its only key", async () => {
    const headers = { "Idempotency-Key": "cart-create-1" };
    const first = await shop.request("POST", "/api/ext/shop/cart/create", { headers });
    expect(first.status).toBe(200);
    expect(await records("cart-create-1")).toEqual([]);
    const stored = await shop.server.db.query<{ reply: unknown }>("SELECT reply FROM idempotency_record WHERE reply IS NOT NULL");
    expect(JSON.stringify(stored)).not.toContain(first.body.result);
    const again = await shop.request("POST", "/api/ext/shop/cart/create", { headers });
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.result).not.toBe(first.body.result);
  });

  it("a request whose token was rejected is not answered from the guests' stored replies", async () => {
    expect((await subscribe("guest-reply", "guest-reply@example.com")).status).toBe(200);
    const stale = await shop.request("POST", "/api/ext/newsletter/subscribe", { body: { email: "guest-reply@example.com" }, token: "not-a-token", headers: { "Idempotency-Key": "guest-reply" } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("idempotent-replayed")).toBeNull();
    expect(stale.body.result.email_exists).toBe(true);
  });

  describe("a lock released between our INSERT's conflict and our SELECT (the first request just finished without storing)", () => {
    /** Makes the next `conflicts` INSERTs of a lock find a row and the SELECTs after them find none. */
    const raceWith = (conflicts: number) => {
      const { db } = shop.server;
      const query = db.query.bind(db);
      let inserts = 0;
      return vi.spyOn(db, "query").mockImplementation(async (sql: string, params?: readonly unknown[]) => {
        if (sql.includes("INSERT INTO idempotency_record") && inserts < conflicts) {
          inserts += 1;
          return [];
        }
        if (sql.startsWith("SELECT fingerprint") && inserts <= conflicts) return [];
        return query(sql, params);
      });
    };

    it("retries the INSERT once and runs", async () => {
      const spy = raceWith(1);
      try {
        const reply = await subscribe("race-once", "race@example.com");
        expect(reply.status).toBe(200);
        expect(reply.headers.get("idempotent-replayed")).toBeNull();
      } finally {
        spy.mockRestore();
      }
      expect(await records("race-once")).toEqual([{ status: 200 }]);
    });

    it("answers 409 (still being processed), not 422, when it loses the race twice", async () => {
      const spy = raceWith(2);
      try {
        const reply = await subscribe("race-twice", "race@example.com");
        expect(reply.status).toBe(409);
        expect(reply.headers.get("retry-after")).toBe("1");
      } finally {
        spy.mockRestore();
      }
    });
  });
});

describe("request timeout (below the idempotency lock's stale time)", () => {
  it("answers 504 with Retry-After; replays meet 409 while the work runs, then its own reply (stored when it ends), never a second run", async () => {
    let slowClock = new Date("2026-06-15T12:00:00Z");
    const slow = await createTestShop({ database: "memory", seed: false, requestTimeoutMs: 50, now: () => slowClock });
    try {
      const { db } = slow.server;
      const query = db.query.bind(db);
      let finished!: () => void;
      const subscribed = new Promise<void>((resolve) => (finished = resolve));
      let inserts = 0;
      const spy = vi.spyOn(db, "query").mockImplementation(async (sql: string, params?: readonly unknown[]) => {
        if (sql.startsWith("SELECT status, contact_id FROM newsletter_subscriber")) await new Promise((resolve) => setTimeout(resolve, 300));
        const rows = await query(sql, params);
        if (sql.startsWith("INSERT INTO newsletter_subscriber")) {
          inserts += 1;
          finished();
        }
        return rows;
      });
      const request = () => slow.request("POST", "/api/ext/newsletter/subscribe", { body: { email: "slow@example.com" }, headers: { "Idempotency-Key": "slow-1" } });
      const first = await request();
      expect(first.status).toBe(504);
      expect(first.body).toEqual({ code: 504, result: REQUEST_TIMEOUT_MESSAGE });
      expect(first.headers.get("retry-after")).toBe(String(REQUEST_TIMEOUT_RETRY_AFTER_SECONDS));
      const running = await request();
      expect(running.status).toBe(409);
      expect(running.headers.get("retry-after")).toBe("1");
      await subscribed;
      // The late reply is stored after the INSERT, once the handler returns.
      await vi.waitFor(async () => expect(await query("SELECT status FROM idempotency_record WHERE key = $1", ["guest:slow-1"])).toEqual([{ status: 200 }]));
      const replayed = await request();
      expect(replayed.status).toBe(200);
      expect(replayed.headers.get("idempotent-replayed")).toBe("true");
      expect(replayed.body.result.email_exists).toBe(false);
      // Past the lock's stale time too: the stored reply, not a second run.
      slowClock = new Date(slowClock.getTime() + IDEMPOTENCY_LOCK_TIMEOUT_MS + 1000);
      expect((await request()).headers.get("idempotent-replayed")).toBe("true");
      spy.mockRestore();
      expect(inserts).toBe(1);
    } finally {
      await slow.close();
    }
  });
});
