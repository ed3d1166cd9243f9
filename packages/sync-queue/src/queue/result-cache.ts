import { formatIssuesInline, toConfigIssues, type Logger } from "@shop/core";
import { z } from "zod";
import { resultKey, resultOwner } from "../rules/result-key";
import type { KeyValueStorage } from "../storage/key-value-storage";
import { syncTaskSchema, type SyncTask } from "../task/sync-task.schema";

/** A kept result: the transmitted task and whose it is (see `resultOwner`). */
const cachedResultSchema = z.object({ owner: z.string().nullable(), task: syncTaskSchema });
type CachedResult = z.infer<typeof cachedResultSchema>;

/**
 * The results of cacheable tasks (commerce-core.md §4 "result kept if cacheable"): one record per
 * method + url template, overwritten by the next reply, so their number is bounded by the urls
 * the app caches, not by how often the token changed. A record of another owner is a miss.
 */
export function createResultCache(storage: KeyValueStorage, logger: Logger) {
  return {
    /** Not to be awaited by a reply: the resilient store keeps the value in memory at once. */
    async keep(task: SyncTask, sentToken: string | null): Promise<void> {
      const record: CachedResult = { owner: resultOwner(task.url, sentToken), task };
      await storage.setItem(resultKey(task.payload.method, task.url), record);
    },
    async find(method: string, urlTemplate: string, token: string | null): Promise<SyncTask | null> {
      const key = resultKey(method, urlTemplate);
      const stored = await storage.getItem<unknown>(key);
      if (stored === null) return null;
      const parsed = cachedResultSchema.safeParse(stored);
      if (!parsed.success) {
        logger.error(`dropped cached result ${key}: not a cached result (${formatIssuesInline(toConfigIssues(parsed.error.issues))})`);
        await storage.removeItem(key);
        return null;
      }
      return parsed.data.owner === resultOwner(urlTemplate, token) ? parsed.data.task : null;
    },
    clear: () => storage.clear(),
  };
}
