import { describe, expect, it } from "vitest";
import { createConfig } from "@shop/core";
import { isStorageNearlyFull, type StorageUsage } from "./storage-quota";

describe("isStorageNearlyFull (commerce-core.md §9 quota check every 30 s)", () => {
  it.each<[string, StorageUsage, number, boolean]>([
    ["below the threshold", { usage: 89, quota: 100 }, 0.9, false],
    ["at the threshold", { usage: 90, quota: 100 }, 0.9, true],
    ["above it", { usage: 100, quota: 100 }, 0.9, true],
    ["another threshold", { usage: 60, quota: 100 }, 0.5, true],
    ["no usage reported", { quota: 100 }, 0.9, false],
    ["no quota reported", { usage: 100 }, 0.9, false],
    ["a quota of 0", { usage: 0, quota: 0 }, 0.9, false],
    ["a nonsense usage", { usage: Number.NaN, quota: 100 }, 0.9, false],
  ])("%s", (_case, estimate, threshold, full) => {
    expect(isStorageNearlyFull(estimate, threshold)).toBe(full);
  });

  it("frees space from 90 % of the quota by default (cache.storageQuotaThreshold)", () => {
    expect(createConfig().cache.storageQuotaThreshold).toBe(0.9);
  });
});
