import type { KeyValueStorage } from "./key-value-storage";

export interface LocalForageStorageOptions {
  /** Database name; VSF-style `{storeCode}-shop` keeps store views apart. */
  name: string;
  /** Object store inside the database, e.g. "syncTasks". */
  storeName: string;
}

type LocalForageInstance = KeyValueStorage & { ready(): Promise<void> };
type LocalForageModule = { createInstance(options: LocalForageStorageOptions): LocalForageInstance };

/**
 * The browser default: a localforage instance (IndexedDB, then WebSQL/localStorage). The
 * library is loaded on first use, so server rendering and node never load it.
 */
export function createLocalForageStorage(options: LocalForageStorageOptions): KeyValueStorage {
  let instance: Promise<LocalForageInstance> | undefined;
  const ready = () =>
    (instance ??= import("localforage").then(async (loaded) => {
      const module = ((loaded as { default?: LocalForageModule }).default ?? loaded) as LocalForageModule;
      const created = module.createInstance({ name: options.name, storeName: options.storeName });
      await created.ready();
      return created;
    }));
  return {
    getItem: async (key) => (await ready()).getItem(key),
    setItem: async (key, value) => (await ready()).setItem(key, value),
    removeItem: async (key) => (await ready()).removeItem(key),
    iterate: async (iteratee) => (await ready()).iterate(iteratee),
    clear: async () => (await ready()).clear(),
    keys: async () => (await ready()).keys(),
  };
}

/** True where a persistent browser store exists (not during server rendering or in node). */
export function hasBrowserStorage(): boolean {
  return typeof globalThis.indexedDB !== "undefined" || typeof globalThis.localStorage !== "undefined";
}
