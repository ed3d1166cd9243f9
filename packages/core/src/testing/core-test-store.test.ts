import { describe, expect, expectTypeOf, it } from "vitest";
import type { NotificationsState } from "../notifications/notifications.slice";
import { createCoreTestStore, type CoreTestState } from "./core-test-store";

describe("createCoreTestStore", () => {
  it("gives a store typed with core's state and thunk extra, and no `any` (the published ./testing types)", () => {
    const { store, extra, clock } = createCoreTestStore({ config: { notifications: { timeToLiveMs: 200 } } });
    expectTypeOf<CoreTestState>().not.toBeAny();
    expectTypeOf<CoreTestState>().toEqualTypeOf<{ notifications: NotificationsState }>();
    expectTypeOf(store.getState()).toEqualTypeOf<CoreTestState>();
    expect(extra.config.notifications.timeToLiveMs).toBe(200);
    expect(extra.clock).toBe(clock);
    // Thunks get `extra`: dispatch accepts a thunk and returns its result.
    const seen = store.dispatch((_dispatch, _getState, thunkExtra) => thunkExtra.clock.now());
    expectTypeOf(seen).toEqualTypeOf<number>();
    expect(seen).toBe(clock.now());
  });
});
