import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ConnectivityReason } from "../queue/sync-events";

export interface ConnectivityState {
  online: boolean;
  /** What last changed it: a browser event, a failed or a succeeded request, or the app. */
  reason: ConnectivityReason | null;
  changedAt: number | null;
}

const initialState: ConnectivityState = { online: true, reason: null, changedAt: null };

/** commerce-core.md §4: connectivity is tracked online/offline. Mirrors the sync queue's view. */
export const connectivitySlice = createSlice({
  name: "connectivity",
  initialState,
  reducers: {
    connectivityChanged(state: ConnectivityState, action: PayloadAction<{ online: boolean; reason: ConnectivityReason; at: number }>) {
      state.online = action.payload.online;
      state.reason = action.payload.reason;
      state.changedAt = action.payload.at;
    },
  },
});

export const { connectivityChanged } = connectivitySlice.actions;

export const selectIsOnline = (state: { connectivity: ConnectivityState }): boolean => state.connectivity.online;
