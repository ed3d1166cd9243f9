import { consoleLogger, formatIssuesInline, toConfigIssues, type Clock, type Logger, type TimerHandle } from "@shop/core";
import type { KeyValueStorage } from "@shop/sync-queue";
import { storedHistorySchema, type StoredHistory } from "./history.slice";

export interface HistoryPersistence {
  /** The history an earlier page stored; null when none or not readable. */
  load(): Promise<StoredHistory | null>;
  /**
   * Writes the history `read` gives after the write delay; a newer call within the delay
   * replaces it. `read` runs when the write runs, so a change made meanwhile (a restore
   * merging an earlier page's paths) is what gets stored.
   */
  schedule(read: () => StoredHistory): void;
  /** Writes a scheduled history now (e.g. on page hide). */
  flush(): Promise<void>;
}

export interface HistoryPersistenceOptions {
  storage: KeyValueStorage;
  clock: Clock;
  /** `config.history.writeDelayMs` (commerce-core.md §9: 100 ms). */
  writeDelayMs: number;
  key?: string;
  /** Where storage failures and an unreadable stored history go; default the console under "[url-resolver]". */
  logger?: Logger;
}

/**
 * Persists the navigation history with a write delay, so a burst of navigations costs one
 * write (commerce-core.md §9 "history 30 entries, write delay 100 ms").
 */
export function createHistoryPersistence(options: HistoryPersistenceOptions): HistoryPersistence {
  const { storage, clock, writeDelayMs } = options;
  const key = options.key ?? "navigation-history";
  const logger = options.logger ?? consoleLogger("url-resolver");
  let pending: (() => StoredHistory) | null = null;
  let timer: TimerHandle | null = null;

  async function write(): Promise<void> {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const read = pending;
    pending = null;
    if (!read) return;
    try {
      await storage.setItem(key, read());
    } catch (error) {
      logger.error("writing the navigation history failed", error);
    }
  }

  return {
    async load() {
      try {
        const stored = await storage.getItem<unknown>(key);
        if (stored === null) return null;
        const parsed = storedHistorySchema.safeParse(stored);
        if (parsed.success) return parsed.data;
        logger.error("stored navigation history ignored", new Error(formatIssuesInline(toConfigIssues(parsed.error.issues))));
        return null;
      } catch (error) {
        logger.error("reading the navigation history failed", error);
        return null;
      }
    },
    schedule(read) {
      pending = read;
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => void write(), writeDelayMs);
    },
    flush: write,
  };
}
