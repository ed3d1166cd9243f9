import type { KeyValueStorage } from "@shop/sync-queue";
import { z } from "zod";
import { urlMapEntrySchema, type UrlMapEntry } from "./rules/url-map-entry";

/**
 * The format of a local URL cache record. Counted up whenever the same path may resolve
 * differently (a rule change): records of an earlier version are misses, not served for the
 * rest of their day. 2: the product-load rule (disabled products, visible children) and
 * variant redirects to the parent's own URL; 3: a configurable child without visibility is
 * no page (a registered inline child could have taken its parent's path); records without a
 * version are version 1.
 */
export const URL_CACHE_VERSION = 3;

const cachedEntrySchema = z.object({ version: z.literal(URL_CACHE_VERSION), entry: urlMapEntrySchema, savedAt: z.number() });

/**
 * The local URL cache (commerce-core.md §2 "memory, then local cache"): entries are checked
 * when read back (a record of another version, of another shape or corrupt counts as a miss)
 * and expire after `ttlMs`.
 */
export async function readCachedEntry(storage: KeyValueStorage, key: string, now: number, ttlMs: number): Promise<UrlMapEntry | null> {
  const parsed = cachedEntrySchema.safeParse(await storage.getItem<unknown>(key));
  if (!parsed.success || now - parsed.data.savedAt > ttlMs) return null;
  return parsed.data.entry;
}

export async function writeCachedEntry(storage: KeyValueStorage, key: string, entry: UrlMapEntry, now: number): Promise<void> {
  await storage.setItem(key, { version: URL_CACHE_VERSION, entry, savedAt: now });
}
