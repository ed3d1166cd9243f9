import { consoleLogger, type Clock, type Logger, type ShopConfig } from "@shop/core";
import type { KeyValueStorage } from "./key-value-storage";
import { isQuotaExceeded, readsEnabled, writesEnabled, type StorageErrorCounts } from "./rules/storage-errors";
import { StorageTimeoutError, withTimeout } from "./with-timeout";

export type StorageOperation = "getItem" | "setItem" | "removeItem" | "iterate" | "keys" | "clear";

export interface StorageErrorEvent {
  storage: string;
  operation: StorageOperation;
  key?: string;
  error: Error;
  counts: StorageErrorCounts;
}

export interface ResilientStorageOptions {
  /** `config.cache`: timeouts and error limits (commerce-core.md §5, §9). */
  cache: Pick<ShopConfig["cache"], "readWriteTimeoutMs" | "iterateTimeoutMs" | "maxReadErrors" | "maxWriteErrors">;
  clock: Clock;
  /** Name used in error events (e.g. "sync-tasks"). */
  name?: string;
  /**
   * Frees space after a quota error, before the one retry. Default: clears this storage
   * (commerce-core.md §8). The task queue passes one that spares its own tasks.
   */
  onQuotaExceeded?: (storage: KeyValueStorage) => Promise<void>;
  /** A fresh backing store after one stopped answering (§8 "cache recreated after non-response"). */
  recreate?: () => KeyValueStorage;
  /** Cache errors are logged (§8). Default: "<name>.<operation> failed: <message>" on `logger`. */
  onError?: (event: StorageErrorEvent) => void;
  /** Where the default `onError` logs. Default: `consoleLogger("sync-queue")`. */
  logger?: Logger;
}

export interface ResilientStorageStatus extends StorageErrorCounts {
  readsEnabled: boolean;
  writesEnabled: boolean;
}

export interface ResilientStorage extends KeyValueStorage {
  status(): ResilientStorageStatus;
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * Wraps a `KeyValueStorage` so that it never hangs and never throws (commerce-core.md §5, §8,
 * §9): every operation times out (800 ms read/write, 2000 ms iterate), errors are counted and
 * logged, reads stop after 1 read error and writes after 30 write errors, and a quota error
 * frees space and retries once. Everything written this session is also kept in memory, so
 * a failing store degrades to an in-memory one instead of losing data.
 */
export function createResilientStorage(storage: KeyValueStorage, options: ResilientStorageOptions): ResilientStorage {
  const { cache, clock } = options;
  const name = options.name ?? "storage";
  const logger = options.logger ?? consoleLogger("sync-queue");
  const onError = options.onError ?? ((event: StorageErrorEvent) => logger.error(`${event.storage}.${event.operation} failed: ${event.error.message}`));
  const onQuotaExceeded = options.onQuotaExceeded ?? ((target: KeyValueStorage) => target.clear());
  const counts: StorageErrorCounts = { readErrors: 0, writeErrors: 0 };
  const memory = new Map<string, unknown>();
  /** Keys removed this session whose removal may not have reached the backing store. */
  const removed = new Set<string>();
  /** After a clear that did not reach the backing store, its old entries are ignored. */
  let backingStale = false;
  let inner = storage;

  const limits = { maxReadErrors: cache.maxReadErrors, maxWriteErrors: cache.maxWriteErrors };
  const canRead = () => !backingStale && readsEnabled(counts, limits);
  const canWrite = () => writesEnabled(counts, limits);

  function fail(kind: "read" | "write", operation: StorageOperation, error: unknown, key?: string) {
    if (kind === "read") counts.readErrors += 1;
    else counts.writeErrors += 1;
    const err = toError(error);
    if (err instanceof StorageTimeoutError && options.recreate) inner = options.recreate();
    onError({ storage: name, operation, ...(key !== undefined && { key }), error: err, counts: { ...counts } });
  }

  const timed = <T>(operation: StorageOperation, run: () => Promise<T>, ms = cache.readWriteTimeoutMs) =>
    withTimeout(Promise.resolve().then(run), ms, clock, `${name}.${operation}`);

  async function readAll(): Promise<[string, unknown][]> {
    const found: [string, unknown][] = [];
    if (canRead()) {
      try {
        await timed(
          "iterate",
          () =>
            inner.iterate<unknown, undefined>((value, key) => {
              found.push([key, value]);
              return undefined;
            }),
          cache.iterateTimeoutMs,
        );
      } catch (error) {
        fail("read", "iterate", error);
        found.length = 0;
      }
    }
    const merged = new Map<string, unknown>();
    for (const [key, value] of found) if (!removed.has(key)) merged.set(key, value);
    for (const [key, value] of memory) merged.set(key, structuredClone(value));
    return [...merged];
  }

  async function write<T>(key: string, value: T): Promise<void> {
    try {
      await timed("setItem", () => inner.setItem(key, value));
    } catch (error) {
      if (!isQuotaExceeded(error)) return fail("write", "setItem", error, key);
      try {
        await timed("clear", () => onQuotaExceeded(inner));
        await timed("setItem", () => inner.setItem(key, value));
      } catch (retryError) {
        fail("write", "setItem", retryError, key);
      }
    }
  }

  return {
    async getItem<T>(key: string): Promise<T | null> {
      if (memory.has(key)) return structuredClone(memory.get(key) as T);
      if (removed.has(key) || !canRead()) return null;
      try {
        const value = await timed("getItem", () => inner.getItem<T>(key));
        if (value !== null && value !== undefined) memory.set(key, structuredClone(value));
        return value ?? null;
      } catch (error) {
        fail("read", "getItem", error, key);
        return null;
      }
    },
    async setItem<T>(key: string, value: T): Promise<T> {
      memory.set(key, structuredClone(value));
      removed.delete(key);
      if (canWrite()) await write(key, value);
      return value;
    },
    async removeItem(key) {
      memory.delete(key);
      removed.add(key);
      if (!canWrite()) return;
      try {
        await timed("removeItem", () => inner.removeItem(key));
        removed.delete(key);
      } catch (error) {
        fail("write", "removeItem", error, key);
      }
    },
    async iterate<T, U>(iteratee: (value: T, key: string, iterationNumber: number) => U): Promise<U> {
      let n = 1;
      for (const [key, value] of await readAll()) {
        const result = iteratee(value as T, key, n++);
        if (result !== undefined) return result;
      }
      return undefined as U;
    },
    async keys() {
      return (await readAll()).map(([key]) => key);
    },
    async clear() {
      memory.clear();
      removed.clear();
      if (!canWrite()) {
        backingStale = true;
        return;
      }
      try {
        await timed("clear", () => inner.clear());
      } catch (error) {
        backingStale = true;
        fail("write", "clear", error);
      }
    },
    status: () => ({ ...counts, readsEnabled: readsEnabled(counts, limits), writesEnabled: canWrite() }),
  };
}
