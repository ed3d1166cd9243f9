import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface SyncQueueState {
  /** Queued tasks not yet transmitted. */
  pending: number;
  /** commerce-core.md §4: 0 idle, positive while refreshing, -1 failed. */
  tokenRefreshLock: number;
  tokenRefreshAttempts: number;
  /** The last `meta.session_expires` seen (ISO 8601). */
  sessionExpires: string | null;
}

const initialState: SyncQueueState = { pending: 0, tokenRefreshLock: 0, tokenRefreshAttempts: 0, sessionExpires: null };

/** A read-only mirror of the sync queue for the UI (offline badge, pending count, session expiry). */
export const syncQueueSlice = createSlice({
  name: "syncQueue",
  initialState,
  reducers: {
    syncQueueSizeChanged(state: SyncQueueState, action: PayloadAction<number>) {
      state.pending = action.payload;
    },
    tokenRefreshChanged(state: SyncQueueState, action: PayloadAction<{ lock: number; attempts: number }>) {
      state.tokenRefreshLock = action.payload.lock;
      state.tokenRefreshAttempts = action.payload.attempts;
    },
    sessionExpiresReceived(state: SyncQueueState, action: PayloadAction<string>) {
      state.sessionExpires = action.payload;
    },
  },
});

export const { syncQueueSizeChanged, tokenRefreshChanged, sessionExpiresReceived } = syncQueueSlice.actions;

export const selectPendingTaskCount = (state: { syncQueue: SyncQueueState }): number => state.syncQueue.pending;
export const selectTokenRefreshLock = (state: { syncQueue: SyncQueueState }): number => state.syncQueue.tokenRefreshLock;
export const selectSessionExpires = (state: { syncQueue: SyncQueueState }): string | null => state.syncQueue.sessionExpires;
