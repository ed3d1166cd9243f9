import { createManualClock, createTestConfig } from "@shop/core/testing";
import { ShopConfigError } from "@shop/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemorySessionTokens } from "../queue/session-tokens";
import { createSyncQueue } from "../queue/sync-queue";
import type { FetchLike } from "../queue/transport";
import { createMemoryStorage } from "./memory-storage";
import { startQuotaCheck } from "./quota-check";
import type { StorageUsage } from "./rules/storage-quota";

const config = createTestConfig();
const INTERVAL = config.cache.quotaCheckIntervalMs;
const flush = async () => {
  for (let step = 0; step < 5; step += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A quota check whose estimates come from `usages` in turn (a string rejects with it). */
function checkWith(usages: (StorageUsage | string)[]) {
  const clock = createManualClock();
  const log: string[] = [];
  let calls = 0;
  const stop = startQuotaCheck({
    clock,
    intervalMs: INTERVAL,
    timeoutMs: config.cache.iterateTimeoutMs,
    threshold: 0.9,
    estimate: async () => {
      const usage = usages[calls++] ?? { usage: 0, quota: 100 };
      if (typeof usage === "string") throw new Error(usage);
      return usage;
    },
    freeSpace: async () => void log.push("free"),
    logger: { warn: (message) => void log.push(`warn: ${message}`), error: (message) => void log.push(`error: ${message}`) },
  });
  return { clock, log, stop, calls: () => calls };
}

describe("the periodic storage quota check (commerce-core.md §9 quota check every 30 s, §8 quota exceeded)", () => {
  it("asks every config.cache.quotaCheckIntervalMs (30 s) on the clock", async () => {
    expect(INTERVAL).toBe(30_000);
    const { clock, calls, stop } = checkWith([]);
    clock.advance(INTERVAL - 1);
    await flush();
    expect(calls()).toBe(0);
    clock.advance(1);
    await flush();
    expect(calls()).toBe(1);
    clock.advance(INTERVAL);
    await flush();
    expect(calls()).toBe(2);
    stop();
    clock.advance(INTERVAL * 3);
    await flush();
    expect(calls()).toBe(2);
    expect(clock.pending()).toBe(0);
  });

  it.each<[string, (StorageUsage | string)[], string[]]>([
    ["below the threshold nothing is freed", [{ usage: 50, quota: 100 }], []],
    ["from the threshold space is freed", [{ usage: 95, quota: 100 }], ["warn: storage 95 of 100 bytes used: freeing space", "free"]],
    ["a failed estimate is logged, and the next check still comes", ["no estimate", { usage: 99, quota: 100 }], ["warn: the storage quota check failed", "warn: storage 99 of 100 bytes used: freeing space", "free"]],
  ])("%s", async (_case, usages, log) => {
    const check = checkWith(usages);
    for (let n = 0; n < usages.length; n += 1) {
      check.clock.advance(INTERVAL);
      await flush();
    }
    expect(check.log).toEqual(log);
    check.stop();
  });

  it("an estimate that never answers does not stop the checks", async () => {
    const clock = createManualClock();
    let calls = 0;
    const stop = startQuotaCheck({
      clock,
      intervalMs: INTERVAL,
      timeoutMs: 2000,
      threshold: 0.9,
      estimate: () => {
        calls += 1;
        return new Promise(() => undefined);
      },
      freeSpace: async () => undefined,
      logger: { warn: () => undefined, error: () => undefined },
    });
    clock.advance(INTERVAL);
    await flush();
    clock.advance(2000);
    await flush();
    clock.advance(INTERVAL);
    await flush();
    expect(calls).toBe(2);
    stop();
  });
});

describe("the sync queue's quota check", () => {
  const fetch: FetchLike = async () => new Response(JSON.stringify({ code: 200, result: "ok" }), { headers: { "content-type": "application/json" } });

  function queueWith(estimateStorage: () => Promise<StorageUsage>, extra: { freeStorageSpace?: () => Promise<void>; storageQuotaThreshold?: number } = {}) {
    const { storageQuotaThreshold, ...options } = extra;
    const clock = createManualClock();
    const queue = createSyncQueue({
      config: storageQuotaThreshold === undefined ? config : createTestConfig({ cache: { storageQuotaThreshold } }),
      clock,
      tokens: createMemorySessionTokens(),
      fetch,
      taskStorage: createMemoryStorage(),
      resultStorage: createMemoryStorage(),
      logger: { warn: () => undefined, error: () => undefined },
      estimateStorage,
      ...options,
    });
    return { queue, clock };
  }

  it("storage at 90 % of its quota clears the cached results, then calls freeStorageSpace", async () => {
    let appFreed = 0;
    const { queue, clock } = queueWith(async () => ({ usage: 90, quota: 100 }), { freeStorageSpace: async () => void (appFreed += 1) });
    const url = "http://127.0.0.1:9/api/product";
    await queue.execute({ url, is_result_cacheable: true });
    expect(await queue.cachedTask("GET", url)).not.toBeNull();
    clock.advance(INTERVAL);
    await flush();
    expect(await queue.cachedTask("GET", url)).toBeNull();
    expect(appFreed).toBe(1);
    queue.dispose();
    expect(clock.pending()).toBe(0);
  });

  describe("by default, navigator.storage.estimate where the browser has it", () => {
    afterEach(() => vi.unstubAllGlobals());

    it.each([
      ["asked when estimateStorage is not given", undefined, 1],
      ["not asked with estimateStorage: false", false as const, 0],
    ])("%s", async (_case, estimateStorage, calls) => {
      const estimate = vi.fn(async () => ({ usage: 1, quota: 100 }));
      vi.stubGlobal("navigator", { storage: { estimate } });
      const clock = createManualClock();
      const queue = createSyncQueue({
        config,
        clock,
        tokens: createMemorySessionTokens(),
        taskStorage: createMemoryStorage(),
        resultStorage: createMemoryStorage(),
        ...(estimateStorage === false && { estimateStorage }),
      });
      clock.advance(INTERVAL);
      await flush();
      expect(estimate).toHaveBeenCalledTimes(calls);
      queue.dispose();
    });
  });

  it.each([0, -0.5, 1.5, Number.NaN])("refuses cache.storageQuotaThreshold %s (createConfig, by path)", (threshold) => {
    expect(() => queueWith(async () => ({}), { storageQuotaThreshold: threshold })).toThrow(ShopConfigError);
    expect(() => queueWith(async () => ({}), { storageQuotaThreshold: threshold })).toThrow(/cache\.storageQuotaThreshold: /);
  });

  it.each([
    ["at 60 % of the quota, the default 0.9 frees nothing", undefined, 0],
    ["at 60 % of the quota, cache.storageQuotaThreshold 0.5 frees space", 0.5, 1],
  ])("%s", async (_case, storageQuotaThreshold, freed) => {
    let appFreed = 0;
    const { queue, clock } = queueWith(async () => ({ usage: 60, quota: 100 }), {
      freeStorageSpace: async () => void (appFreed += 1),
      ...(storageQuotaThreshold !== undefined && { storageQuotaThreshold }),
    });
    clock.advance(INTERVAL);
    await flush();
    expect(appFreed).toBe(freed);
    queue.dispose();
  });
});
