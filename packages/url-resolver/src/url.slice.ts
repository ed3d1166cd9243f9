import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { UrlMapEntry } from "./rules/url-map-entry";

export interface UrlResolverState {
  /** The in-memory URL map (commerce-core.md §2), keyed "{storeCode}:{requestPath}". */
  map: Record<string, UrlMapEntry>;
}

const initialState: UrlResolverState = { map: {} };

export const urlResolverSlice = createSlice({
  name: "urlResolver",
  initialState,
  reducers: {
    urlMappingsRegistered(state: UrlResolverState, action: PayloadAction<{ mappings: { key: string; entry: UrlMapEntry }[] }>) {
      for (const { key, entry } of action.payload.mappings) state.map[key] = entry;
    },
    urlMapCleared(state: UrlResolverState) {
      state.map = {};
    },
  },
});

export const { urlMappingsRegistered, urlMapCleared } = urlResolverSlice.actions;
export type UrlResolverRootState = { urlResolver: UrlResolverState };
