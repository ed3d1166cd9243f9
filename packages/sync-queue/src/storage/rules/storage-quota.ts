/** What `navigator.storage.estimate()` reports, in bytes; either may be missing. */
export interface StorageUsage {
  usage?: number | undefined;
  quota?: number | undefined;
}

/** Whether storage is full enough to free space now (commerce-core.md §9 "quota check every 30 s"). */
export function isStorageNearlyFull(estimate: StorageUsage, threshold: number): boolean {
  const { usage, quota } = estimate;
  if (usage === undefined || quota === undefined || !(quota > 0) || !(usage >= 0)) return false;
  return usage / quota >= threshold;
}
