/**
 * Local storage as @shop/search uses it (presentation-content.md §5 "The last search text is
 * kept in local storage"; §7 "Customer and session keys cached in local storage"): the
 * synchronous part of the Web Storage API, so `window.localStorage` fits as it is.
 */
export interface SearchStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Storage keys (not settings: the app never chooses them). */
export const SEARCH_STORAGE_KEYS = {
  sessionKey: "shop/search/session-key",
  customerKey: "shop/search/customer-key",
  lastSearchText: "shop/search/last-search-text",
} as const;

/** An in-memory storage: a server render's (one per store, gone with the request) and the tests'. */
export function createMemorySearchStorage(entries: Map<string, string> = new Map()): SearchStorage & { entries: Map<string, string> } {
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

/**
 * The browser's local storage, looked up when a store is built (never at import), or memory when
 * there is none or it refuses (a private window, a server). Errors of a full or blocked storage
 * are swallowed: keys then live for the page only.
 */
export function browserSearchStorage(): SearchStorage {
  const memory = createMemorySearchStorage();
  let local: Storage | undefined;
  try {
    local = (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    local = undefined;
  }
  if (local === undefined) return memory;
  const store = local;
  return {
    getItem(key) {
      try {
        return store.getItem(key) ?? memory.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      memory.setItem(key, value);
      try {
        store.setItem(key, value);
      } catch {
        // Quota or a blocked storage: kept in memory for this page.
      }
    },
  };
}
