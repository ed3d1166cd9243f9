import type { Clock, Logger, TimerHandle } from "@shop/core";
import { isStorageNearlyFull, type StorageUsage } from "./rules/storage-quota";
import { withTimeout } from "./with-timeout";

export interface QuotaCheckOptions {
  clock: Clock;
  /** `config.cache.quotaCheckIntervalMs` (commerce-core.md §9: 30 s). */
  intervalMs: number;
  /** How long one estimate or one freeing may take before the next check is planned anyway. */
  timeoutMs: number;
  /** Share of the quota, in (0, 1], from which space is freed: `config.cache.storageQuotaThreshold` (0.9), validated by `createConfig`. */
  threshold: number;
  /** Default: `navigator.storage.estimate` where it exists, else no check; `false`: no check. */
  estimate?: (() => Promise<StorageUsage>) | false | undefined;
  freeSpace: () => Promise<void>;
  logger: Logger;
}

/** `navigator.storage.estimate` where the platform has it (browsers), else nothing to check. */
function browserStorageEstimate(): (() => Promise<StorageUsage>) | undefined {
  const storage = typeof navigator === "undefined" ? undefined : (navigator as Partial<Navigator>).storage;
  return storage && typeof storage.estimate === "function" ? () => storage.estimate() : undefined;
}

/**
 * Every `intervalMs` on the clock, asks how full storage is and frees space once it reaches
 * the threshold, before a write has to fail for it (commerce-core.md §8, §9). A failing or
 * hanging estimate is logged and the next check still comes. Returns the function that stops it.
 */
export function startQuotaCheck(options: QuotaCheckOptions): () => void {
  const { clock, logger, threshold } = options;
  const given = options.estimate === false ? undefined : (options.estimate ?? browserStorageEstimate());
  if (!given) return () => undefined;
  const estimate: () => Promise<StorageUsage> = given;
  let stopped = false;
  let timer: TimerHandle | undefined;

  async function check() {
    try {
      const usage = await withTimeout(estimate(), options.timeoutMs, clock, "quota estimate");
      if (isStorageNearlyFull(usage, threshold)) {
        logger.warn(`storage ${usage.usage ?? "?"} of ${usage.quota ?? "?"} bytes used: freeing space`);
        await withTimeout(options.freeSpace(), options.timeoutMs, clock, "freeing space");
      }
    } catch (error) {
      logger.warn("the storage quota check failed", error);
    }
    schedule();
  }

  function schedule() {
    if (!stopped) timer = clock.setTimeout(() => void check(), options.intervalMs);
  }

  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
