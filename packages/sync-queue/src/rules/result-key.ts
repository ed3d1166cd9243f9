import { usesToken } from "./template-url";

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const UINT64 = 0xffffffffffffffffn;
const utf8 = new TextEncoder();

/**
 * FNV-1a (64 bit) of a token, as 16 hex digits: tells sessions apart in a stored record without
 * writing the token itself to disk. Not a secret-keeping hash; it only needs to differ.
 */
export function tokenFingerprint(token: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8.encode(token)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & UINT64;
  }
  return hash.toString(16).padStart(16, "0");
}

/**
 * Where a cacheable task's result is kept: one record per method and url template, whoever sent
 * it, so a token refresh or a new login overwrites the record instead of adding one.
 */
export function resultKey(method: string, urlTemplate: string): string {
  return `${method.toUpperCase()} ${urlTemplate}`;
}

/**
 * Whose result a record holds, stored inside it: `null` for a url without `{{token}}` (the same
 * for everyone), else the fingerprint of the token it was sent with, or "guest". A record is
 * the answer only for the same owner, so one customer's private results are never the offline
 * answer for the next one on the same device (commerce-core.md §4 "Logout … clears user data").
 */
export function resultOwner(urlTemplate: string, token: string | null): string | null {
  if (!usesToken(urlTemplate)) return null;
  return token === null ? "guest" : tokenFingerprint(token);
}
