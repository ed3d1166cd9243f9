import type { KeyValueStorage } from "@shop/sync-queue";
import { z } from "zod";
import { urlMapEntrySchema, type UrlMapEntry } from "./rules/url-map-entry";

const cachedEntrySchema = z.object({ entry: urlMapEntrySchema, savedAt: z.number() });

/**
 * The local URL cache (commerce-core.md §2 "memory, then local cache"): entries are checked
 * when read back (a stale format or a corrupt record counts as a miss) and expire after
 * `ttlMs`.
 */
export async function readCachedEntry(storage: KeyValueStorage, key: string, now: number, ttlMs: number): Promise<UrlMapEntry | null> {
  const parsed = cachedEntrySchema.safeParse(await storage.getItem<unknown>(key));
  if (!parsed.success || now - parsed.data.savedAt > ttlMs) return null;
  return parsed.data.entry;
}

export async function writeCachedEntry(storage: KeyValueStorage, key: string, entry: UrlMapEntry, now: number): Promise<void> {
  await storage.setItem(key, { entry, savedAt: now });
}
