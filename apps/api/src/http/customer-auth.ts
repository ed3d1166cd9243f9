import type { Context, MiddlewareHandler } from "hono";
import type { TokenIssuer } from "../auth/tokens";
import type { Queryable } from "../db/database";
import type { ShopEnv } from "./env";
import { unauthorized } from "./errors";

/** The token of a request: the `token` query parameter or an `Authorization: Bearer` header (commerce-core.md §6). */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const query = c.req.query("token");
  return bearer ?? (query !== undefined && query.length > 0 ? query : undefined);
}

/**
 * Reads the customer of the token into `c.var.customer`. It never refuses by itself:
 * login and refresh must work with a stale token still attached. Routes ask with
 * `requireCustomer` or `optionalCustomer`, which answer 401 for a rejected token.
 */
export function customerAuth(tokens: TokenIssuer, db: Queryable): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const token = requestToken(c);
    c.set("customer", undefined);
    c.set("tokenRejected", false);
    if (token !== undefined) {
      const claims = await tokens.verify(token, "access");
      const [row] = claims === null ? [] : await db.query<{ token_version: number; group_id: number }>("SELECT token_version, group_id FROM customer WHERE id = $1", [claims.customerId]);
      if (claims === null || row === undefined || row.token_version !== claims.tokenVersion) c.set("tokenRejected", true);
      else c.set("customer", { id: claims.customerId, groupId: row.group_id, expiresAt: claims.expiresAt, refreshJti: claims.refreshJti });
    }
    await next();
  };
}

/** The signed-in customer, or 401. */
export function requireCustomer(c: Context<ShopEnv>) {
  const customer = optionalCustomer(c);
  if (customer === undefined) throw unauthorized("This call needs a customer token.");
  return customer;
}

/** The signed-in customer, undefined for a guest, 401 for a token that was sent but is not valid. */
export function optionalCustomer(c: Context<ShopEnv>) {
  if (c.get("tokenRejected")) throw unauthorized();
  return c.get("customer");
}
