import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";

/**
 * Password reset links (`password_reset`, kept by the sha256 of the mailed token; live while
 * `used_at` is NULL and unexpired). A customer has at most one live link, as Magento keeps one
 * `rp_token`: a new request retires the older links, and a reset or a password change retires them
 * all, so a forwarded or leaked mail stops working once the owner has secured the account.
 * Every writer holds the customer's row lock first (README "Lock order"), so the one-link rule holds
 * under concurrent requests and a link is checked as it is under that lock.
 */

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Retires every live link of the customer. The caller holds the customer's row lock. */
export async function retireResetLinks(tx: Queryable, customerId: number): Promise<void> {
  await tx.query("UPDATE password_reset SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL", [customerId]);
}

/** A new link for the customer, their one live link: the older ones are retired. Answers the token to mail. */
export async function issueResetLink(tx: Queryable, customerId: number, expiresAt: Date): Promise<string> {
  await tx.query("SELECT 1 FROM customer WHERE id = $1 FOR NO KEY UPDATE", [customerId]);
  await retireResetLinks(tx, customerId);
  const token = randomBytes(24).toString("base64url");
  await tx.query("INSERT INTO password_reset (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)", [sha256(token), customerId, expiresAt.toISOString()]);
  return token;
}

/**
 * The customer whose live link `token` is, when `email` is theirs, with their row locked and every
 * link of theirs retired (this one with them); undefined, changing nothing, for any other token.
 */
export async function useResetLink(tx: Queryable, token: string, email: string, now: Date): Promise<number | undefined> {
  const tokenHash = sha256(token);
  const [owner] = await tx.query<{ id: number }>(
    "SELECT c.id FROM password_reset r JOIN customer c ON c.id = r.customer_id WHERE r.token_hash = $1 AND lower(c.email) = lower($2) FOR NO KEY UPDATE OF c",
    [tokenHash, email],
  );
  if (owner === undefined) return undefined;
  // Read again under the lock: a reset or a change that committed meanwhile has retired it.
  const [live] = await tx.query("SELECT 1 FROM password_reset WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2", [tokenHash, now.toISOString()]);
  if (live === undefined) return undefined;
  await retireResetLinks(tx, owner.id);
  return owner.id;
}
