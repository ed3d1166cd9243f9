import type { MiddlewareHandler } from "hono";
import type { Queryable } from "../db/database";
import type { ShopEnv } from "./env";
import { HttpError } from "./errors";

/** Replies worth replaying: not server errors, nor answers a retry may change (401 before a token refresh, 409, 429). */
const STORED_STATUS = (status: number) => status < 500 && status !== 401 && status !== 408 && status !== 409 && status !== 429;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * Honours the `Idempotency-Key` header on POSTs: the first request with a key runs and its
 * reply is stored (not 5xx, 401, 409, 429); a replay with the same key answers the stored reply with
 * `Idempotent-Replayed: true` and applies nothing again. A key reused for another path is
 * refused (422); one still running answers 409.
 */
export function idempotency(db: Queryable): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, { message: "The Idempotency-Key header is not valid.", errors: [{ path: "Idempotency-Key", message: "1 to 128 letters, digits or _ . : -" }] });
    const customer = c.get("customer");
    // A key is the client's; scoping it by customer keeps one shopper's key from reading another's reply.
    const scoped = `${customer?.id ?? "guest"}:${key}`;
    const fingerprint = `${c.req.method} ${c.req.path}`;
    const inserted = await db.query("INSERT INTO idempotency_record (key, fingerprint) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key", [scoped, fingerprint]);
    if (inserted.length === 0) {
      const [record] = await db.query<{ fingerprint: string; status: number | null; reply: unknown }>("SELECT fingerprint, status, reply FROM idempotency_record WHERE key = $1", [scoped]);
      if (record === undefined || record.fingerprint !== fingerprint) throw new HttpError(422, "This Idempotency-Key was used for another request.");
      if (record.status === null) throw new HttpError(409, "A request with this Idempotency-Key is still being processed.");
      c.header("Idempotent-Replayed", "true");
      return c.json(record.reply, record.status as 200);
    }
    try {
      // Hono turns a thrown error into the error handler's reply before next() returns.
      await next();
    } catch (error) {
      await db.query("DELETE FROM idempotency_record WHERE key = $1", [scoped]);
      throw error;
    }
    if (!STORED_STATUS(c.res.status)) {
      await db.query("DELETE FROM idempotency_record WHERE key = $1", [scoped]);
      return;
    }
    const reply: unknown = await c.res.clone().json().catch(() => null);
    await db.query("UPDATE idempotency_record SET status = $2, reply = $3 WHERE key = $1", [scoped, c.res.status, JSON.stringify(reply)]);
  };
}
