import type { EnvelopeMeta } from "@shop/sync-queue";
import type { Context } from "hono";
import type { ShopEnv } from "./env";

/** A 200 reply in the `{code, result, meta}` envelope; meta.session_expires when a customer is signed in. */
export function ok(c: Context<ShopEnv>, result: unknown, meta: EnvelopeMeta = {}) {
  const customer = c.get("customer");
  const fullMeta: EnvelopeMeta = { ...(customer ? { session_expires: customer.expiresAt.toISOString() } : {}), ...meta };
  return c.json({ code: 200, result, ...(Object.keys(fullMeta).length > 0 ? { meta: fullMeta } : {}) }, 200);
}
