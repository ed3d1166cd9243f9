import type { Clock } from "@shop/core";
import { LRUCache } from "lru-cache";
import type { SearchResult } from "./search-result";

/**
 * Search results kept per request hash (presentation-content.md §7 "Results cached per hash
 * of the request"), bounded to `search.cacheQuota` entries (commerce-core.md §9: 4096),
 * least recently used out first. Memory only: see the README for why it is not persisted.
 */
export interface SearchCache {
  get(hash: string): SearchResult<unknown> | undefined;
  set(hash: string, result: SearchResult<unknown>): void;
  clear(): void;
  readonly size: number;
}

export function createSearchCache(options: { quota: number; ttlMs: number; clock: Pick<Clock, "now"> }): SearchCache {
  const cache = new LRUCache<string, SearchResult<unknown>>({
    max: options.quota,
    ...(options.ttlMs > 0 && { ttl: options.ttlMs, ttlResolution: 0, perf: { now: () => options.clock.now() } }),
  });
  return {
    get: (hash) => cache.get(hash),
    set: (hash, result) => void cache.set(hash, result),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
