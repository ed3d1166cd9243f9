import { combineSlices, configureStore } from "@reduxjs/toolkit";
import type { ShopStore, ShopStoreDispatch } from "../contract/compose-shop-store";
import { createConfig } from "../config/create-config";
import type { ShopConfigInput } from "../config/shop-config.schema";
import { notificationsSlice } from "../notifications/notifications.slice";
import type { CoreExtra } from "../thunk-extra";
import { createManualClock, type ManualClock } from "./manual-clock";

/** A config with defaults plus overrides, for tests. */
export function createTestConfig(overrides: ShopConfigInput = {}) {
  return createConfig(overrides);
}

/** A fresh reducer per store (a combined reducer is changed by `inject`). */
const createCoreTestReducer = () => combineSlices(notificationsSlice);

/** The state of `createCoreTestStore`'s store. */
export type CoreTestState = ReturnType<ReturnType<typeof createCoreTestReducer>>;

/** Dispatch of a test store whose thunks get `extra` (the composed store's). */
export type TestStoreDispatch<State, Extra> = ShopStoreDispatch<State, Extra>;

/** A test store: typed as the composed store is. */
export type TestStore<State, Extra> = ShopStore<State, Extra>;

export interface CoreTestStore {
  store: TestStore<CoreTestState, CoreExtra>;
  clock: ManualClock;
  extra: CoreExtra;
}

/** A store with core's slices, a manual clock and a test config wired as thunk `extra`. */
export function createCoreTestStore(options: { config?: ShopConfigInput; clock?: ManualClock } = {}): CoreTestStore {
  const clock = options.clock ?? createManualClock();
  const extra: CoreExtra = { config: createTestConfig(options.config), clock };
  const store = configureStore({
    reducer: createCoreTestReducer(),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
  return { store, clock, extra };
}
