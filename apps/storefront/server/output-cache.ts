import { LRUCache } from "lru-cache";

/** A rendered page as the output cache keeps it. */
export interface CachedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/**
 * The output cache: pages by key, each with the tags of what it shows ("product:SH-1",
 * "story:en/home", "theme:en"), so a change drops exactly the pages that show it. In memory by
 * default; on Redis when configured (several storefront servers then share one cache).
 */
export interface OutputCache {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, tags: readonly string[]): Promise<void>;
  /** Drops every page tagged with one of `tags`; resolves to how many were dropped. */
  invalidate(tags: readonly string[]): Promise<number>;
  clear(): Promise<void>;
  close(): Promise<void>;
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
  const byTag = new Map<string, Set<string>>();
  const untag = (key: string, tags: readonly string[]) => {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const cache = new LRUCache<string, { page: CachedPage; tags: readonly string[] }>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    // An evicted or expired page leaves the tag index too.
    dispose: (entry, key) => untag(key, entry.tags),
  });
  return {
    get: async (key) => cache.get(key)?.page,
    set: async (key, page, tags) => {
      if (ttlSeconds <= 0) return;
      cache.set(key, { page, tags: [...tags] });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (keys === undefined) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    invalidate: async (tags) => {
      const keys = new Set(tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]));
      for (const key of keys) cache.delete(key);
      return keys.size;
    },
    clear: async () => cache.clear(),
    close: async () => undefined,
  };
}
