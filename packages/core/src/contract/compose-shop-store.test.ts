import { createSlice } from "@reduxjs/toolkit";
import { describe, expect, it, vi } from "vitest";
import { selectStoreView } from "../store-context/store-context.selectors";
import { customerGroupChanged } from "../store-context/store-context.slice";
import { createManualClock } from "../testing/manual-clock";
import { createTestConfig } from "../testing/core-test-store";
import type { CoreExtra } from "../thunk-extra";
import { composeShopStore, ShopCompositionError } from "./compose-shop-store";
import { corePackage } from "./core-package";
import { defineShopPackage, type AnyShopPackage } from "./shop-package";

const config = createTestConfig();
const counterSlice = createSlice({ name: "counter", initialState: { value: 0 }, reducers: { bumped: (state: { value: number }) => void (state.value += 1) } });
const { bumped } = counterSlice.actions;

type ApiExtra = CoreExtra & { api: { get: () => string } };
const apiPackage = defineShopPackage({ name: "@test/api", slices: [], extra: () => ({ api: { get: () => "reply" } }) });
const counterPackage = (build = vi.fn((base: ApiExtra) => ({ counter: { client: base.api } }))) =>
  defineShopPackage({ name: "@test/counter", slices: [counterSlice], needs: ["api"], extra: build });

type State = { counter: { value: number }; storeContext: { storeView: unknown; customerGroup: unknown } };

describe("composeShopStore (docs/package-contract.md)", () => {
  it("builds each package's extra once, in order, from the extra before it", () => {
    const build = vi.fn((base: ApiExtra) => ({ counter: { client: base.api } }));
    const { store, extra } = composeShopStore<State, ApiExtra & { counter: { client: unknown } }>({ config, packages: [corePackage, apiPackage, counterPackage(build)] });
    store.dispatch(bumped());
    store.dispatch(bumped());
    expect(build).toHaveBeenCalledTimes(1);
    expect(extra.counter.client).toBe(extra.api);
    expect(extra.runtime).toBe("browser");
    expect(store.getState().counter.value).toBe(2);
  });

  it("names the package and the key a package needs that no package before it adds", () => {
    expect(() => composeShopStore({ config, packages: [counterPackage(), apiPackage] })).toThrow(
      new ShopCompositionError("@test/counter needs extra.api, which no package before it adds: put the package that adds it earlier in the list"),
    );
  });

  it("refuses an extra key, a slice or a package claimed twice", () => {
    const otherApi = defineShopPackage({ name: "@test/other-api", slices: [], extra: () => ({ api: 1 }) });
    expect(() => composeShopStore({ config, packages: [apiPackage, otherApi] })).toThrow("@test/other-api adds extra.api, which is already taken");
    const otherCounter: AnyShopPackage = { name: "@test/other-counter", slices: [counterSlice] };
    expect(() => composeShopStore({ config, packages: [apiPackage, counterPackage(), otherCounter] })).toThrow(
      "@test/other-counter and @test/counter both have a slice at state.counter",
    );
    expect(() => composeShopStore({ config, packages: [corePackage, corePackage] })).toThrow("@shop/core is in the package list twice");
    const configKey = defineShopPackage({ name: "@test/config", slices: [], extra: () => ({ config: null }) });
    expect(() => composeShopStore({ config, packages: [configKey] })).toThrow("@test/config adds extra.config, which is already taken");
  });

  it("starts on the config's default store view, or on the preloaded one", () => {
    const fresh = composeShopStore<State, CoreExtra>({ config, packages: [corePackage] });
    expect(selectStoreView(fresh.store.getState() as never).storeCode).toBe("nl");
    const en = config.storeViews.views["en"];
    const hydrated = composeShopStore<State, CoreExtra>({ config, packages: [corePackage], preloadedState: { storeContext: { storeView: en, customerGroup: { groupId: null, groupToken: null } } } });
    expect(selectStoreView(hydrated.store.getState() as never)).toEqual(en);
  });

  it("keeps a preloaded slice's state (hydration)", () => {
    const { store } = composeShopStore<State, ApiExtra>({ config, packages: [apiPackage, counterPackage()], preloadedState: { counter: { value: 41 } } });
    store.dispatch(bumped());
    expect(store.getState().counter.value).toBe(42);
  });

  it("registers listeners on one middleware and runs start hooks; dispose undoes both, once", () => {
    const seen: string[] = [];
    const stopped = vi.fn();
    const watcher: AnyShopPackage = defineShopPackage({
      name: "@test/watcher",
      slices: [],
      listeners: (startListening) => startListening({ actionCreator: customerGroupChanged, effect: () => void seen.push("group") }),
      start: (store) => {
        store.dispatch(bumped());
        return stopped;
      },
    });
    const { store, dispose } = composeShopStore<State, ApiExtra>({ config, packages: [corePackage, apiPackage, counterPackage(), watcher] });
    expect(store.getState().counter.value).toBe(1);
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "t" }));
    expect(seen).toEqual(["group"]);
    dispose();
    dispose();
    expect(stopped).toHaveBeenCalledTimes(1);
    store.dispatch(customerGroupChanged({ groupId: 2, groupToken: "u" }));
    expect(seen).toEqual(["group"]);
  });

  it("passes the runtime, clock and logger to every package", () => {
    const clock = createManualClock();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const { extra } = composeShopStore<State, CoreExtra>({ config, packages: [corePackage], runtime: "server", clock, logger });
    expect(extra).toMatchObject({ runtime: "server", clock, logger, config });
  });

  it("gives two stores nothing in common (a store per request)", () => {
    const first = composeShopStore<State, ApiExtra>({ config, packages: [corePackage, apiPackage, counterPackage()], runtime: "server" });
    const second = composeShopStore<State, ApiExtra>({ config, packages: [corePackage, apiPackage, counterPackage()], runtime: "server" });
    first.store.dispatch(bumped());
    first.store.dispatch(customerGroupChanged({ groupId: 4, groupToken: "x" }));
    expect(second.store.getState().counter.value).toBe(0);
    expect(second.store.getState().storeContext.customerGroup).toEqual({ groupId: null, groupToken: null });
    expect(first.extra.api).not.toBe(second.extra.api);
  });
});

describe("notifications of a server render", () => {
  const notification = { id: "n1", type: "success" as const, message: "Product has been added to the cart!", createdAt: 0 };
  type NotificationState = { notifications: { items: (typeof notification)[] } };

  it("are removed by the browser store that hydrates them, after their lifetime from then", () => {
    const clock = createManualClock();
    const { store } = composeShopStore<NotificationState, CoreExtra>({ config, clock, packages: [corePackage], preloadedState: { notifications: { items: [notification] } } });
    clock.advance(config.notifications.timeToLiveMs - 1);
    expect(store.getState().notifications.items).toHaveLength(1);
    clock.advance(1);
    expect(store.getState().notifications.items).toEqual([]);
  });

  it("leave no timer on the server", () => {
    const clock = createManualClock();
    composeShopStore<NotificationState, CoreExtra>({ config, clock, runtime: "server", packages: [corePackage], preloadedState: { notifications: { items: [notification] } } });
    expect(clock.pending()).toBe(0);
  });
});
