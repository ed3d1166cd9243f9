import { createManualClock } from "@shop/core/testing";
import { describe, expect, it, vi } from "vitest";
import type { KeyValueStorage } from "./key-value-storage";
import { createMemoryStorage } from "./memory-storage";
import { createResilientStorage, type StorageErrorEvent } from "./resilient-storage";
import { flush } from "../test-support/timing";

type Fault = Error | "hang" | undefined;
type Op = "getItem" | "setItem" | "removeItem" | "iterate" | "keys" | "clear";

/** A memory storage whose operations fail or never answer on demand. */
function faultyStorage(fault: (op: Op, key?: string) => Fault, backing = createMemoryStorage()) {
  const calls: string[] = [];
  const guard = <T>(op: Op, key: string | undefined, run: () => Promise<T>): Promise<T> => {
    calls.push(key === undefined ? op : `${op}:${key}`);
    const failure = fault(op, key);
    if (failure === "hang") return new Promise<T>(() => undefined);
    if (failure) return Promise.reject(failure);
    return run();
  };
  const storage: KeyValueStorage = {
    getItem: (key) => guard("getItem", key, () => backing.getItem(key)),
    setItem: (key, value) => guard("setItem", key, () => backing.setItem(key, value)),
    removeItem: (key) => guard("removeItem", key, () => backing.removeItem(key)),
    iterate: (iteratee) => guard("iterate", undefined, () => backing.iterate(iteratee)),
    keys: () => guard("keys", undefined, () => backing.keys()),
    clear: () => guard("clear", undefined, () => backing.clear()),
  };
  return { storage, backing, calls };
}

const cache = { readWriteTimeoutMs: 800, iterateTimeoutMs: 2000, maxReadErrors: 1, maxWriteErrors: 30 };

function setup(fault: (op: Op, key?: string) => Fault, extra: { recreate?: () => KeyValueStorage; onQuotaExceeded?: (s: KeyValueStorage) => Promise<void> } = {}) {
  const clock = createManualClock();
  const faulty = faultyStorage(fault);
  const errors: StorageErrorEvent[] = [];
  const storage = createResilientStorage(faulty.storage, { cache, clock, name: "test", onError: (event) => errors.push(event), ...extra });
  return { clock, storage, errors, backing: faulty.backing, calls: faulty.calls };
}

/** Lets pending promise callbacks run. */

describe("createResilientStorage (commerce-core.md §5, §8, §9 storage resilience)", () => {
  it("disables writes after 30 write errors, keeping values in memory", async () => {
    let failures = 0;
    const { storage, errors, calls } = setup((op) => (op === "setItem" ? (failures++, new Error("disk error")) : undefined));
    for (let i = 0; i < 30; i++) await storage.setItem(`k${i}`, i);
    expect(storage.status()).toMatchObject({ writeErrors: 30, writesEnabled: false, readsEnabled: true });
    expect(errors).toHaveLength(30);
    await storage.setItem("k30", 30);
    expect(failures).toBe(30);
    expect(calls.filter((call) => call.startsWith("setItem"))).toHaveLength(30);
    expect(await storage.getItem("k30")).toBe(30);
    expect(await storage.getItem("k0")).toBe(0);
  });

  it("29 write errors still write", async () => {
    let n = 0;
    const { storage, backing } = setup((op) => (op === "setItem" && n++ < 29 ? new Error("disk error") : undefined));
    for (let i = 0; i < 29; i++) await storage.setItem(`k${i}`, i);
    await storage.setItem("persisted", true);
    expect(storage.status().writesEnabled).toBe(true);
    expect(await backing.getItem("persisted")).toBe(true);
  });

  it("disables reads after 1 read error", async () => {
    const { storage, backing, calls, errors } = setup((op, key) => (op === "getItem" && key === "bad" ? new Error("read error") : undefined));
    await backing.setItem("good", "value");
    expect(await storage.getItem("bad")).toBeNull();
    expect(storage.status()).toMatchObject({ readErrors: 1, readsEnabled: false });
    expect(errors[0]).toMatchObject({ operation: "getItem", key: "bad" });
    expect(await storage.getItem("good")).toBeNull();
    expect(calls).toEqual(["getItem:bad"]);
  });

  it("times out a read after 800 ms instead of hanging, and recreates the store", async () => {
    const fresh = createMemoryStorage();
    await fresh.setItem("k", "from the new store");
    const { storage, clock, errors } = setup((op) => (op === "getItem" ? "hang" : undefined), { recreate: () => fresh });
    const read = storage.getItem("k");
    await flush();
    clock.advance(799);
    await flush();
    let settled = false;
    void read.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await read).toBeNull();
    expect(errors[0]!.error.message).toBe("Storage test.getItem did not answer within 800 ms");
    // The hung store was replaced: writes now reach the recreated one.
    await storage.setItem("after", 1);
    expect(await fresh.getItem("after")).toBe(1);
  });

  it("times out a write after 800 ms and counts it as a write error", async () => {
    const { storage, clock } = setup((op) => (op === "setItem" ? "hang" : undefined));
    const write = storage.setItem("k", "v");
    await flush();
    clock.advance(800);
    await expect(write).resolves.toBe("v");
    expect(storage.status().writeErrors).toBe(1);
    expect(await storage.getItem("k")).toBe("v");
  });

  it("times out iterate after 2000 ms and iterates what is in memory", async () => {
    const { storage, clock, errors } = setup((op) => (op === "iterate" ? "hang" : undefined));
    await storage.setItem("mem", 1);
    const seen: string[] = [];
    const iteration = storage.iterate((_value, key) => void seen.push(key));
    await flush();
    clock.advance(1999);
    await flush();
    expect(seen).toEqual([]);
    clock.advance(1);
    await iteration;
    expect(seen).toEqual(["mem"]);
    expect(errors[0]!.error.message).toContain("within 2000 ms");
  });

  it("on quota exceeded clears the storage and retries the write once", async () => {
    let full = true;
    const { storage, backing } = setup((op) => (op === "setItem" && full ? Object.assign(new Error("full"), { name: "QuotaExceededError" }) : undefined), {
      onQuotaExceeded: async (target) => {
        await target.clear();
        full = false;
      },
    });
    await backing.setItem("old", "cache entry");
    await storage.setItem("new", "value");
    expect(await backing.keys()).toEqual(["new"]);
    expect(storage.status().writeErrors).toBe(0);
  });

  it("by default quota exceeded clears this storage", async () => {
    let writes = 0;
    const { storage, backing, calls } = setup((op) =>
      op === "setItem" && writes++ === 0 ? Object.assign(new Error("full"), { name: "QuotaExceededError" }) : undefined,
    );
    await backing.setItem("old", 1);
    await storage.setItem("new", 2);
    expect(calls).toEqual(["setItem:new", "clear", "setItem:new"]);
    expect(await backing.keys()).toEqual(["new"]);
  });

  it("a second quota error after the retry is one write error, the value stays in memory", async () => {
    const { storage } = setup((op) => (op === "setItem" ? Object.assign(new Error("full"), { name: "QuotaExceededError" }) : undefined));
    await storage.setItem("k", "v");
    expect(storage.status().writeErrors).toBe(1);
    expect(await storage.getItem("k")).toBe("v");
  });

  it("merges the store with this session's writes and removals", async () => {
    const { storage, backing } = setup((op) => (op === "removeItem" ? new Error("cannot remove") : undefined));
    await backing.setItem("a", 1);
    await backing.setItem("b", 2);
    await storage.setItem("c", 3);
    await storage.removeItem("a");
    expect(await storage.keys()).toEqual(["b", "c"]);
    expect(await storage.getItem("a")).toBeNull();
    expect(storage.status().writeErrors).toBe(1);
  });

  it("clear empties memory and the store", async () => {
    const { storage, backing } = setup(() => undefined);
    await backing.setItem("a", 1);
    await storage.setItem("b", 2);
    await storage.clear();
    expect(await storage.keys()).toEqual([]);
    expect(await backing.keys()).toEqual([]);
  });

  it("without onError, logs each error on the given logger", async () => {
    const logged: string[] = [];
    const logger = { warn: () => undefined, error: (message: string) => void logged.push(message) };
    const storage = createResilientStorage(faultyStorage((op) => (op === "setItem" ? new Error("disk error") : undefined)).storage, { cache, clock: createManualClock(), name: "sync-results", logger });
    await storage.setItem("k", 1);
    expect(logged).toEqual(["sync-results.setItem failed: disk error"]);
  });

  it("without onError or logger, logs to the console under [sync-queue]", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = createResilientStorage(faultyStorage((op) => (op === "getItem" ? new Error("broken") : undefined)).storage, { cache, clock: createManualClock(), name: "sync-tasks" });
    await storage.getItem("k");
    expect(error).toHaveBeenCalledWith("[sync-queue]", "sync-tasks.getItem failed: broken");
  });
});
