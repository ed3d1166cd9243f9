import type { Queryable } from "../db/database";
import type { IssuedRefresh, VerifiedToken } from "./tokens";

/** A kept refresh token, locked for its refresh. */
export interface RefreshRow {
  used_at: Date | null;
  successor_jti: string | null;
  successor_issued_at: Date | null;
}

/**
 * When migration 007 was applied: from then on the server kept a row for every refresh token it
 * issued and deleted it on use, so a token of older code (no `kept` claim) issued since without a
 * row was used or revoked, not unknown. (Applied in one run with 009, no code between them kept rows.)
 */
async function rowsKeptSince(tx: Queryable): Promise<Date | undefined> {
  const [migration] = await tx.query<{ applied_at: Date }>("SELECT applied_at FROM schema_migration WHERE version = 7");
  return migration === undefined ? undefined : new Date(migration.applied_at);
}

/**
 * Whether a token of older code without a row may be adopted: issued before rows were kept (its iat
 * is whole seconds, so the whole second must lie before), and after the customer's last revocation.
 */
async function adoptable(tx: Queryable, claims: VerifiedToken, revokedAt: Date | null): Promise<boolean> {
  if (claims.kept) return false;
  if (revokedAt !== null && claims.issuedAt.getTime() <= new Date(revokedAt).getTime()) return false;
  const since = await rowsKeptSince(tx);
  return since !== undefined && claims.issuedAt.getTime() + 1000 <= since.getTime();
}

/**
 * The row of a refresh token, locked until the transaction ends: a concurrent refresh with it waits,
 * then reads it used. A token of older code (no `kept` claim) issued before migration 007 has no row;
 * it is adopted here, unused (`adoptable`). One of older code issued since without a row has none.
 */
export async function lockRefreshRow(tx: Queryable, claims: VerifiedToken, revokedAt: Date | null): Promise<RefreshRow | undefined> {
  if (await adoptable(tx, claims, revokedAt)) {
    await tx.query("INSERT INTO refresh_token (jti, customer_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (jti) DO NOTHING", [claims.jti, claims.customerId, claims.expiresAt.toISOString()]);
  }
  const [row] = await tx.query<RefreshRow>("SELECT used_at, successor_jti, successor_issued_at FROM refresh_token WHERE jti = $1 AND customer_id = $2 FOR UPDATE", [claims.jti, claims.customerId]);
  return row;
}

/** The successor a used refresh token was answered with, while it is kept (its jti and times, to sign it again). */
export async function keptSuccessor(tx: Queryable, row: RefreshRow): Promise<Omit<IssuedRefresh, "token"> | undefined> {
  if (row.successor_jti === null || row.successor_issued_at === null) return undefined;
  const [successor] = await tx.query<{ expires_at: Date }>("SELECT expires_at FROM refresh_token WHERE jti = $1", [row.successor_jti]);
  return successor === undefined ? undefined : { jti: row.successor_jti, issuedAt: new Date(row.successor_issued_at), expiresAt: new Date(successor.expires_at) };
}

/** Keeps a new refresh token; the customer's expired rows go (used ones are kept until then, so a late reuse is recognised). */
export async function keepRefreshToken(tx: Queryable, customerId: number, refresh: IssuedRefresh, now: Date): Promise<void> {
  await tx.query("DELETE FROM refresh_token WHERE customer_id = $1 AND expires_at <= $2", [customerId, now.toISOString()]);
  await tx.query("INSERT INTO refresh_token (jti, customer_id, expires_at) VALUES ($1, $2, $3)", [refresh.jti, customerId, refresh.expiresAt.toISOString()]);
}

/** Marks a refresh token used now, answered with `successor`. */
export async function markRefreshUsed(tx: Queryable, jti: string, successor: IssuedRefresh, now: Date): Promise<void> {
  await tx.query("UPDATE refresh_token SET used_at = $2, successor_jti = $3, successor_issued_at = $4 WHERE jti = $1", [jti, now.toISOString(), successor.jti, successor.issuedAt.toISOString()]);
}

/**
 * Ends the customer's refresh tokens but `keepJti` (the session of the request, if any): their rows
 * go, and tokens of older code issued until now are no longer adopted.
 */
export async function revokeRefreshTokens(tx: Queryable, customerId: number, now: Date, keepJti?: string): Promise<void> {
  await tx.query("UPDATE customer SET refresh_revoked_at = $2 WHERE id = $1", [customerId, now.toISOString()]);
  await tx.query("DELETE FROM refresh_token WHERE customer_id = $1 AND jti IS DISTINCT FROM $2", [customerId, keepJti ?? null]);
}
