import type { KeyValueStorage } from "./key-value-storage";

/** Values are cloned on the way in and out, as IndexedDB does, so callers cannot alias them. */
const clone = <T>(value: T): T => structuredClone(value);

/**
 * A `KeyValueStorage` in memory: the server-side default, the node tests' and the bench's.
 * Entries iterate in insertion order. Two instances created over the same `Map` behave like
 * one database opened twice (what a page reload does).
 */
export function createMemoryStorage(entries: Map<string, unknown> = new Map()): KeyValueStorage {
  return {
    async getItem<T>(key: string) {
      return entries.has(key) ? clone(entries.get(key) as T) : null;
    },
    async setItem<T>(key: string, value: T) {
      entries.set(key, clone(value));
      return value;
    },
    async removeItem(key) {
      entries.delete(key);
    },
    async iterate<T, U>(iteratee: (value: T, key: string, iterationNumber: number) => U) {
      let n = 1;
      for (const [key, value] of [...entries]) {
        const result = iteratee(clone(value as T), key, n++);
        if (result !== undefined) return result;
      }
      return undefined as U;
    },
    async clear() {
      entries.clear();
    },
    async keys() {
      return [...entries.keys()];
    },
  };
}
