import type { ShopRuntime } from "@shop/core";
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

/**
 * A global read that cannot throw: Node 25.2+ defines `localStorage` as a getter that throws
 * without `--localstorage-file`, and a browser that blocks storage (privacy settings, a
 * sandboxed frame) throws a SecurityError from it.
 */
function readGlobal(name: string): unknown {
  try {
    return (globalThis as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}

/** Whether `value` is an object whose `names` are all functions; a property that throws (a Proxy) answers false. */
function hasMethods(value: unknown, names: readonly string[]): boolean {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  try {
    return names.every((name) => typeof (value as Record<string, unknown>)[name] === "function");
  } catch {
    return false;
  }
}

/**
 * A page (it has a document) or a worker (it has `importScripts`): where a store the browser
 * keeps belongs to one shopper. Node (25+ has a `localStorage`, shared by every request of a
 * server started with `--localstorage-file`), Deno and Bun have neither.
 */
function isBrowserContext(): boolean {
  const document = readGlobal("document");
  return (typeof document === "object" && document !== null) || typeof readGlobal("importScripts") === "function";
}

/**
 * True where a persistent browser store exists, so the sync queue may default to localforage:
 * never when `runtime` is "server" (@shop/core's `ShopRuntime`: one store per request of a
 * server render, nothing persisted). Otherwise the code must run in a page or a worker, and
 * an IndexedDB factory (with `open`) or a Web Storage (with `getItem` and `setItem`) must be
 * there: Node 25.0–25.1's `localStorage` is an empty object and counts as none. "browser" (or
 * no runtime, which means browser) does not overrule those tests: a server that forgot to say
 * so still never picks localforage, unless it fakes a document (a global jsdom) and gives no
 * runtime: then "server" is the way to say it. Never throws.
 */
export function hasBrowserStorage(runtime?: ShopRuntime): boolean {
  if (runtime === "server" || !isBrowserContext()) return false;
  return hasMethods(readGlobal("indexedDB"), ["open"]) || hasMethods(readGlobal("localStorage"), ["getItem", "setItem"]);
}
