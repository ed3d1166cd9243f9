/** What decides whether a cart sync runs (commerce-core.md §4 Cart sync). */
export interface SyncConditions {
  /** `cart.synchronize`. */
  enabled: boolean;
  /** Guest-cart fallbacks used; at the maximum, sync counts as disabled (§4 Cart connect). */
  bypassCount: number;
  maxBypassAttempts: number;
  /** A server cart token exists. */
  connected: boolean;
  /** The items' hash differs from the last synced one. */
  changed: boolean;
  /** Never pulled yet. */
  neverSynced: boolean;
  force: boolean;
}

/** Sync is enabled and not given up after too many bypasses. */
export const syncEnabled = (conditions: Pick<SyncConditions, "enabled" | "bypassCount" | "maxBypassAttempts">) =>
  conditions.enabled && conditions.bypassCount < conditions.maxBypassAttempts;

/** Runs only when enabled, connected, and the hash changed, it never synced, or it is forced. */
export function shouldSync(conditions: SyncConditions): boolean {
  return syncEnabled(conditions) && conditions.connected && (conditions.force || conditions.changed || conditions.neverSynced);
}
