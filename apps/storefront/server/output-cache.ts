import { LRUCache } from "lru-cache";

/** A rendered page as the output cache keeps it. */
export interface CachedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** The output cache's interface: memory here; a shared store (Redis, issue 21) implements the same. */
export interface OutputCache {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  clear(): Promise<void>;
}

/** The cache key (issue 20: keyed by URL and store view): the store view's code and the path with its query. */
export function outputCacheKey(storeCode: string, url: URL): string {
  return `${storeCode}|${url.pathname}${url.search}`;
}

/**
 * Which pages are cached (an error is never cached): pages (200) and page-not-found (404) —
 * the latter so a crawler's bad links cost no render; the bounded size keeps random URLs from
 * pushing the real pages out for long.
 */
export function isCacheableStatus(status: number): boolean {
  return status === 200 || status === 404;
}

/**
 * A page that asks not to be stored (its loader answers `Cache-Control: no-store`: the cart and
 * checkout pages, which depend on the browser's state) is never output-cached, whoever asks.
 */
export function isNoStorePage(headers: Readonly<Record<string, string>>): boolean {
  return Object.entries(headers).some(([name, value]) => name.toLowerCase() === "cache-control" && /\bno-store\b/i.test(value));
}

/** An in-memory output cache: at most `maxEntries` pages, each for `ttlSeconds` (commerce-core.md §9: 86400 s). */
export function createMemoryOutputCache({ ttlSeconds, maxEntries = 2000 }: { ttlSeconds: number; maxEntries?: number }): OutputCache {
  const cache = new LRUCache<string, CachedPage>({ max: maxEntries, ttl: ttlSeconds * 1000 });
  return {
    get: async (key) => cache.get(key),
    set: async (key, page) => {
      if (ttlSeconds > 0) cache.set(key, page);
    },
    clear: async () => cache.clear(),
  };
}
