import type { NotificationsState } from "@shop/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ConnectivityState } from "../store/connectivity.slice";
import type { SyncExtra } from "../store/sync-extra";
import type { SyncQueueState } from "../store/sync-queue.slice";
import { createSyncTestStore, type SyncTestState } from "./test-sync-queue";

describe("createSyncTestStore", () => {
  it("gives a store typed with its state and the sync extra, and no `any` (the published ./testing types)", () => {
    const { store, extra } = createSyncTestStore();
    expectTypeOf<SyncTestState>().not.toBeAny();
    expectTypeOf<SyncTestState>().toEqualTypeOf<{ notifications: NotificationsState; connectivity: ConnectivityState; syncQueue: SyncQueueState }>();
    expectTypeOf(store.getState()).toEqualTypeOf<SyncTestState>();
    expect(Object.keys(store.getState()).sort()).toEqual(["connectivity", "notifications", "syncQueue"]);
    // Thunks get the sync extra: `api` is the client of this queue.
    const api = store.dispatch((_dispatch, _getState, thunkExtra: SyncExtra) => thunkExtra.api);
    expect(api).toBe(extra.api);
  });
});
