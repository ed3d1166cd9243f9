import { Redis } from "ioredis";
import type { CachedPage, OutputCache } from "./output-cache";

const PAGE = "shop:page:";
const TAG = "shop:tag:";

/**
 * The output cache on Redis (issue 21): several storefront servers behind a load balancer share
 * it, so a page rendered by one is served by the others. A page is a string with the TTL; each
 * tag is a set of page keys (kept as long as its pages), so an invalidation drops them from
 * every server at once.
 */
export function createRedisOutputCache({ url, ttlSeconds }: { url: string; ttlSeconds: number }): OutputCache {
  // Fail fast: a cache that does not answer must not hold the page up (the page is rendered instead).
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 });
  return {
    get: async (key) => {
      const text = await redis.get(PAGE + key);
      return text === null ? undefined : (JSON.parse(text) as CachedPage);
    },
    set: async (key, page, tags) => {
      if (ttlSeconds <= 0) return;
      const multi = redis.multi().set(PAGE + key, JSON.stringify(page), "EX", ttlSeconds);
      for (const tag of tags) multi.sadd(TAG + tag, key).expire(TAG + tag, ttlSeconds);
      await multi.exec();
    },
    invalidate: async (tags) => {
      const keys = new Set<string>();
      for (const tag of tags) for (const key of await redis.smembers(TAG + tag)) keys.add(key);
      const multi = redis.multi();
      for (const key of keys) multi.del(PAGE + key);
      for (const tag of tags) multi.del(TAG + tag);
      await multi.exec();
      return keys.size;
    },
    clear: async () => {
      for (const pattern of [`${PAGE}*`, `${TAG}*`]) {
        const keys = await redis.keys(pattern);
        if (keys.length > 0) await redis.del(...keys);
      }
    },
    close: async () => {
      await redis.quit();
    },
  };
}
