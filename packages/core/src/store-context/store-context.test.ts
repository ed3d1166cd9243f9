import { describe, expect, it } from "vitest";
import { composeShopStore } from "../contract/compose-shop-store";
import { corePackage } from "../contract/core-package";
import { createTestConfig } from "../testing/core-test-store";
import type { CoreExtra } from "../thunk-extra";
import { selectCustomerGroup, selectStoreCode, selectStoreView, StoreViewNotSetError, type StoreContextRootState } from "./store-context.selectors";
import { customerGroupChanged, storeContextSlice } from "./store-context.slice";
import { switchStoreView } from "./store-context.thunks";

const config = createTestConfig();
const createStore = () => composeShopStore<StoreContextRootState, CoreExtra>({ config, packages: [corePackage] }).store;

describe("the store context: one store view, one customer group", () => {
  it("switches to a configured view and reads it without the config", () => {
    const store = createStore();
    store.dispatch(switchStoreView("de"));
    expect(selectStoreCode(store.getState())).toBe("de");
    expect(selectStoreView(store.getState()).i18n.defaultLocale).toBe("de-DE");
  });

  it("refuses an unknown store code, naming the configured ones, and keeps the view", () => {
    const store = createStore();
    expect(() => store.dispatch(switchStoreView("xx"))).toThrow('Store view "xx" is not configured (nl, en, de, fr)');
    expect(selectStoreCode(store.getState())).toBe("nl");
  });

  it("dispatches nothing for the view that is already active (also after hydration: compared by code)", () => {
    const store = createStore();
    const before = store.getState();
    store.dispatch(switchStoreView("nl"));
    expect(store.getState()).toBe(before);
  });

  it("changes the customer group only when it differs", () => {
    const store = createStore();
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g" }));
    const after = store.getState().storeContext;
    store.dispatch(customerGroupChanged({ groupId: 1, groupToken: "g" }));
    expect(store.getState().storeContext).toBe(after);
    expect(selectCustomerGroup(store.getState())).toEqual({ groupId: 1, groupToken: "g" });
  });

  it("says clearly when no view was chosen", () => {
    const state = { storeContext: storeContextSlice.getInitialState() };
    expect(() => selectStoreView(state)).toThrow(StoreViewNotSetError);
  });
});
