/**
 * The subset of localforage's API the sync queue and the caches use. Values must survive a
 * structured clone (plain data); keys are strings.
 */
export interface KeyValueStorage {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  /** Calls `iteratee` per entry; a non-undefined return value stops and is resolved. */
  iterate<T, U>(iteratee: (value: T, key: string, iterationNumber: number) => U): Promise<U>;
  clear(): Promise<void>;
  keys(): Promise<string[]>;
}
