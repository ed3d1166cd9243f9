import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { createConfig } from "../config/create-config";
import type { ShopConfigInput } from "../config/shop-config.schema";
import { notificationsSlice } from "../notifications/notifications.slice";
import type { CoreExtra } from "../thunk-extra";
import { createManualClock, type ManualClock } from "./manual-clock";

/** A config with defaults plus overrides, for tests. */
export function createTestConfig(overrides: ShopConfigInput = {}) {
  return createConfig(overrides);
}

/** A store with core's slices, a manual clock and a test config wired as thunk `extra`. */
export function createCoreTestStore(options: { config?: ShopConfigInput; clock?: ManualClock } = {}) {
  const clock = options.clock ?? createManualClock();
  const extra: CoreExtra = { config: createTestConfig(options.config), clock };
  const store = configureStore({
    reducer: combineSlices(notificationsSlice),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
  return { store, clock, extra };
}
