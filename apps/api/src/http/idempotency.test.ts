import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../testing/test-server";
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_LOCK_TIMEOUT_MS } from "./idempotency";

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
  it("a lock left without a reply (a crashed request) answers 409 while fresh, then is taken over", async () => {
    await shop.server.db.query("INSERT INTO idempotency_record (key, fingerprint, created_at) VALUES ($1, $2, $3)", ["guest:crashed", "POST /api/ext/newsletter/subscribe", clock.toISOString()]);
    expect((await subscribe("crashed", "late@example.com")).status).toBe(409);
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
});
