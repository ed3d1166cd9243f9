import { SEARCH_STORAGE_KEYS, type SearchStorage } from "./search-storage";

/** presentation-content.md §3 "Two client-side identifiers for the search service: a session id and a customer id". */
export interface VisitorKeys {
  sessionKey: string;
  customerKey: string;
}

export interface VisitorKeyStore {
  /** The cached keys; missing ones are made and kept. */
  current(): VisitorKeys;
  /** §4 "Session and customer identifiers are regenerated on logout and after an order is placed". */
  regenerate(): VisitorKeys;
}

/** A random key (RFC 4122 v4 where `crypto.randomUUID` exists, as in every current browser and Node 20). */
export function randomVisitorKey(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The visitor keys cached in `storage` (§7 "Customer and session keys cached in local storage"). */
export function createVisitorKeyStore(storage: SearchStorage, newKey: () => string = randomVisitorKey): VisitorKeyStore {
  const readOrMake = (key: string) => {
    const kept = storage.getItem(key);
    if (kept !== null && kept.trim() !== "") return kept;
    const made = newKey();
    storage.setItem(key, made);
    return made;
  };
  return {
    current: () => ({ sessionKey: readOrMake(SEARCH_STORAGE_KEYS.sessionKey), customerKey: readOrMake(SEARCH_STORAGE_KEYS.customerKey) }),
    regenerate() {
      const keys = { sessionKey: newKey(), customerKey: newKey() };
      storage.setItem(SEARCH_STORAGE_KEYS.sessionKey, keys.sessionKey);
      storage.setItem(SEARCH_STORAGE_KEYS.customerKey, keys.customerKey);
      return keys;
    },
  };
}
