import { createManualClock, createTestConfig } from "@shop/core/testing";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createMemorySessionTokens } from "../queue/session-tokens";
import { createSyncQueue } from "../queue/sync-queue";
import { hasBrowserStorage } from "./localforage-storage";

// The globals the detection reads, as this Node has them: every test puts them back, and the
// last check proves it (a leaked fake would turn other files' queues into localforage ones).
const NAMES = ["document", "importScripts", "indexedDB", "localStorage"] as const;
type GlobalName = (typeof NAMES)[number];
const original = new Map(NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const));

function restoreGlobals() {
  for (const [name, descriptor] of original) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
}
afterEach(restoreGlobals);
afterAll(() => {
  for (const name of NAMES) expect(Object.getOwnPropertyDescriptor(globalThis, name)).toEqual(original.get(name));
});

/** A global as a platform defines it: a value, or a getter (Node 25.2+'s localStorage is one). */
type Fake = { value: unknown } | { get: () => unknown };
function install(globals: Partial<Record<GlobalName, Fake>>) {
  for (const [name, fake] of Object.entries(globals)) Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, ...fake });
}

const value = (fake: unknown): Fake => ({ value: fake });
/** Node 25.2+ without --localstorage-file; a browser that blocks storage (SecurityError). */
const throwing: Fake = {
  get: () => {
    throw new Error("Cannot initialize local storage without a `--localstorage-file` path");
  },
};

/** Real-ish fakes: what a browser's Storage and IDBFactory offer. */
class FakeStorage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, item: string) {
    this.#items.set(key, String(item));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
}
const fakeIndexedDb = { open: () => ({}), deleteDatabase: () => ({}), cmp: () => 0 };
const aDocument = value({ nodeType: 9 });
const aWorker = value(() => undefined);
// Made when read: a test runner that prints or copies the table must not trip over it.
const throwsOnEveryRead: Fake = {
  get: () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error("no access");
        },
      },
    ),
};

describe("hasBrowserStorage: a server never picks localforage, on every Node the engines field admits (>=20.19)", () => {
  it.each<[string, Partial<Record<GlobalName, Fake>>, "browser" | "server" | undefined, boolean]>([
    ["Node 20–24: no storage globals", {}, undefined, false],
    ["Node 25.0–25.1: localStorage is an empty object", { localStorage: value({}) }, undefined, false],
    ["Node 25.0–25.1 beside a document: an empty object is still no storage", { document: aDocument, localStorage: value({}) }, undefined, false],
    ["Node 25.2+: localStorage is a getter that throws", { localStorage: throwing }, undefined, false],
    ["Node 25.2+ beside a document: the throwing getter is no storage and does not escape", { document: aDocument, localStorage: throwing }, undefined, false],
    ["Node 25.2+ with --localstorage-file: a working Storage, but no page or worker (a server)", { localStorage: value(new FakeStorage()) }, undefined, false],
    ["the same, the server saying it is a browser: still no page or worker", { localStorage: value(new FakeStorage()) }, "browser", false],
    ["a browser blocking storage: both getters throw", { document: aDocument, indexedDB: throwing, localStorage: throwing }, undefined, false],
    ["a document getter that throws", { document: throwing, localStorage: value(new FakeStorage()) }, undefined, false],
    ["indexedDB without open is no IDBFactory", { document: aDocument, indexedDB: value({}) }, undefined, false],
    ["indexedDB whose open is not a function", { document: aDocument, indexedDB: value({ open: "yes" }) }, undefined, false],
    ["localStorage with getItem only", { document: aDocument, localStorage: value({ getItem: () => null }) }, undefined, false],
    ["localStorage whose methods are not functions", { document: aDocument, localStorage: value({ getItem: 1, setItem: 2 }) }, undefined, false],
    ["a localStorage that throws on every property read", { document: aDocument, localStorage: throwsOnEveryRead }, undefined, false],
    ["a page with IndexedDB", { document: aDocument, indexedDB: value(fakeIndexedDb) }, undefined, true],
    ["a page with only a Web Storage", { document: aDocument, localStorage: value(new FakeStorage()) }, undefined, true],
    ["a page whose IndexedDB getter throws but whose Web Storage works", { document: aDocument, indexedDB: throwing, localStorage: value(new FakeStorage()) }, undefined, true],
    ["a page with storage, saying it is a browser", { document: aDocument, indexedDB: value(fakeIndexedDb) }, "browser", true],
    ["a worker (importScripts) with IndexedDB", { importScripts: aWorker, indexedDB: value(fakeIndexedDb) }, undefined, true],
    ["a page with both stores, told it runs on a server", { document: aDocument, indexedDB: value(fakeIndexedDb), localStorage: value(new FakeStorage()) }, "server", false],
    ["a worker told it runs on a server", { importScripts: aWorker, indexedDB: value(fakeIndexedDb) }, "server", false],
  ])("%s → %s", (_case, globals, runtime, expected) => {
    install(globals);
    expect(hasBrowserStorage(runtime)).toBe(expected);
  });

  it("a sync queue starts and queues on Node 25.2+ (throwing localStorage getter), on memory", async () => {
    install({ localStorage: throwing });
    const queue = createSyncQueue({ config: createTestConfig(), clock: createManualClock(), tokens: createMemorySessionTokens(), online: false });
    await queue.ready();
    void queue.queue({ url: "http://127.0.0.1:9/api/ext/shop/me", method: "POST", body: { firstname: "Jan" } }).catch(() => undefined);
    while (queue.pendingTasks().length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(queue.pendingTasks().map((task) => task.payload.body)).toEqual([{ firstname: "Jan" }]);
    queue.dispose();
  });
});
