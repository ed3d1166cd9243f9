import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Queryable } from "../db/database";
import type { ShopEnv } from "./env";
import { HttpError } from "./errors";

/** Replies worth replaying: not server errors, nor answers a retry may change (401 before a token refresh, 409, 429). */
const STORED_STATUS = (status: number) => status < 500 && status !== 401 && status !== 408 && status !== 409 && status !== 429;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The key's first request still runs: try again later (a queued @shop/sync-queue task waits instead of taking the 409 as its answer). */
const stillProcessing = () => new HttpError(409, "A request with this Idempotency-Key is still being processed.", { "Retry-After": "1" });

/**
 * A key still without a reply after this long belongs to a request that crashed or was cut
 * off (no request of this server runs for a minute): the next request with it may take it.
 */
export const IDEMPOTENCY_LOCK_TIMEOUT_MS = 60_000;
/** How long a stored reply is replayed; older keys are purged and may be used afresh. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;
/** Expired keys are purged at most this often (one DELETE on the created_at index). */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * What a key is bound to: method, path with query, and the sha256 of the body. A key sent again
 * with another body or cart (all guests share one scope) is another request: 422, never the
 * first one's reply. The token in `?token=` is left out: it is the scope, and a retry after a
 * token refresh must still find its reply.
 */
export function requestFingerprint(method: string, url: string, body: Uint8Array): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("token");
  return `${method} ${parsed.pathname}${parsed.search} ${createHash("sha256").update(body).digest("hex")}`;
}

const fingerprintOf = async (c: Context<ShopEnv>) => requestFingerprint(c.req.method, c.req.url, new Uint8Array(await c.req.arrayBuffer()));

/**
 * Records every JSON reply built on `c` (every /api/* reply is `c.json`). After the request
 * timeout the 504 has finalized the context, so the handler's own reply, built when its work
 * ends, never reaches `c.res`: this is where it is found, to be stored on the key.
 */
function keepBuiltReplies(c: Context<ShopEnv>): { last: () => Response | undefined } {
  let last: Response | undefined;
  const json = c.json;
  c.json = ((...args: Parameters<typeof json>) => (last = json(...args))) as typeof json;
  return { last: () => last };
}

/**
 * The timed-out handler's own reply: the last one built, unless that is the timeout's 504 itself
 * (no handler answers 504: the handler built none after it). A replay of the key then gets it, as
 * if in time, instead of running the work again once the lock is stale.
 */
const lateReplyOf = (last: Response | undefined) => (last === undefined || last.status === 504 ? undefined : last);

/**
 * Honours the `Idempotency-Key` header on POSTs: the first request with a key runs and its
 * reply is stored (not 5xx, 401, 409, 429, nor a reply carrying tokens); a replay with the
 * same key answers the stored reply with `Idempotent-Replayed: true` and applies nothing
 * again. A key reused for another request (method, URL or body) is refused (422); one still
 * running answers 409 with `Retry-After: 1` until it ends, also when the request timeout answered
 * its client 504 first (its reply is stored once its work ends), or until its lock is stale
 * (`IDEMPOTENCY_LOCK_TIMEOUT_MS`: a request that crashed). Keys expire after `IDEMPOTENCY_KEY_TTL_MS`. A request
 * whose token was rejected bypasses the store: it must not read the guests' replies. `readOnly`:
 * POST paths that change nothing (a search sent as POST, the URL map), whose key is ignored: a
 * replay of a read runs it again, and storing each reply would make every page view a write.
 */
export function idempotency(db: Queryable, now: () => Date, readOnly: (path: string) => boolean = () => false): MiddlewareHandler<ShopEnv> {
  let purgedAt = Number.NEGATIVE_INFINITY;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    // A rejected token is no guest: its request must not be answered from the guests' scope.
    if (c.req.method !== "POST" || key === undefined || c.get("tokenRejected") || readOnly(c.req.path)) return next();
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, { message: "The Idempotency-Key header is not valid.", errors: [{ path: "Idempotency-Key", message: "1 to 128 letters, digits or _ . : -" }] });
    const started = now();
    const expiredBefore = new Date(started.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    if (started.getTime() - purgedAt >= PURGE_INTERVAL_MS) {
      purgedAt = started.getTime();
      await db.query("DELETE FROM idempotency_record WHERE created_at < $1", [expiredBefore]);
    }
    const customer = c.get("customer");
    // A key is the client's; scoping it by customer keeps one shopper's key from reading another's reply.
    const scoped = `${customer?.id ?? "guest"}:${key}`;
    const fingerprint = await fingerprintOf(c);
    // created_at stamps the lock: a taken-over request's late write or delete finds no row of its own.
    const stamp = started.toISOString();
    const takeLock = async () =>
      (
        await db.query(
          `INSERT INTO idempotency_record (key, fingerprint, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = NULL, reply = NULL, created_at = EXCLUDED.created_at
           WHERE idempotency_record.created_at < $4 OR (idempotency_record.status IS NULL AND idempotency_record.created_at < $5)
           RETURNING key`,
          [scoped, fingerprint, stamp, expiredBefore, new Date(started.getTime() - IDEMPOTENCY_LOCK_TIMEOUT_MS).toISOString()],
        )
      ).length > 0;
    // Two tries: the row we conflicted with may be deleted (its request ended unstored) before we read it.
    for (let attempt = 1; !(await takeLock()); attempt += 1) {
      const [record] = await db.query<{ fingerprint: string; status: number | null; reply: unknown }>("SELECT fingerprint, status, reply FROM idempotency_record WHERE key = $1", [scoped]);
      if (record === undefined) {
        if (attempt < 2) continue;
        throw stillProcessing();
      }
      if (record.fingerprint !== fingerprint) throw new HttpError(422, "This Idempotency-Key was used for another request.");
      if (record.status === null) throw stillProcessing();
      c.header("Idempotent-Replayed", "true");
      return c.json(record.reply, record.status as 200);
    }
    const release = () => db.query("DELETE FROM idempotency_record WHERE key = $1 AND created_at = $2", [scoped, stamp]);
    const built = keepBuiltReplies(c);
    try {
      // Hono turns a thrown error into the error handler's reply before next() returns.
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const res = c.get("timedOut") ? lateReplyOf(built.last()) : c.res;
    // Timed out and no reply of its own built: the lock stays (409) until it is stale.
    if (res === undefined) return;
    // Secrets (login and refresh tokens, a new cart's id) are never written to the table: a retry runs again.
    if (!STORED_STATUS(res.status) || c.get("secretReply")) {
      await release();
      return;
    }
    const reply: unknown = await res.clone().json().catch(() => null);
    await db.query("UPDATE idempotency_record SET status = $3, reply = $4 WHERE key = $1 AND created_at = $2", [scoped, stamp, res.status, JSON.stringify(reply)]);
  };
}
