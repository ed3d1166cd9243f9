export interface StorageErrorCounts {
  readErrors: number;
  writeErrors: number;
}

export interface StorageErrorLimits {
  /** commerce-core.md §5: writes are disabled after 30 write errors. */
  maxWriteErrors: number;
  /** commerce-core.md §5: reads are disabled after 1 read error. */
  maxReadErrors: number;
}

export function readsEnabled(counts: StorageErrorCounts, limits: StorageErrorLimits): boolean {
  return counts.readErrors < limits.maxReadErrors;
}

export function writesEnabled(counts: StorageErrorCounts, limits: StorageErrorLimits): boolean {
  return counts.writeErrors < limits.maxWriteErrors;
}

/** localforage reports a full disk with these names depending on the browser and driver. */
const QUOTA_ERROR_NAMES = new Set(["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"]);

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (typeof name === "string" && QUOTA_ERROR_NAMES.has(name)) || code === 22 || code === 1014;
}
