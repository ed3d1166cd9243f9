import { usesToken } from "./template-url";

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const UINT64 = 0xffffffffffffffffn;
const utf8 = new TextEncoder();

/**
 * FNV-1a (64 bit) of a token, as 16 hex digits: tells sessions apart in a storage key without
 * writing the token itself to disk. Not a secret-keeping hash; the key only needs to differ.
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
 * Where a cacheable task's result is kept: method and url template, and for a task sent as the
 * customer (`{{token}}` in its url) the fingerprint of the token it was sent with, so one
 * customer's private results are never the offline answer for the next one on the same device
 * (commerce-core.md §4 "Logout … clears user data").
 */
export function resultKey(method: string, urlTemplate: string, token: string | null): string {
  const key = `${method.toUpperCase()} ${urlTemplate}`;
  if (!usesToken(urlTemplate)) return key;
  return `${key} @${token === null ? "guest" : tokenFingerprint(token)}`;
}
