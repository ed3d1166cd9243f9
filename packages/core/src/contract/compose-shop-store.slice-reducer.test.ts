import { createSlice, type Reducer } from "@reduxjs/toolkit";
import { describe, expect, it, vi } from "vitest";
import { createConfig } from "../config/create-config";
import { composeShopStore } from "./compose-shop-store";
import { defineShopPackage } from "./shop-package";

const counter = createSlice({ name: "counter", initialState: { value: 0 }, reducers: { added: (state) => void (state.value += 1) } });
const pkg = defineShopPackage({ name: "@test/counter", slices: [counter] });

describe("composeShopStore's sliceReducer (the app's persistence seam)", () => {
  it("wraps each slice's reducer with the app's wrapper, keyed by the slice's path", () => {
    const wrapped: string[] = [];
    const wrap = (path: string, reducer: Reducer): Reducer => {
      wrapped.push(path);
      return (state, action) => {
        const next = reducer(state, action) as { value: number };
        return action.type === "double" ? { value: next.value * 2 } : next;
      };
    };
    const { store } = composeShopStore<{ counter: { value: number } }, never>({ config: createConfig({}), packages: [pkg], sliceReducer: wrap, devChecks: false });
    store.dispatch(counter.actions.added());
    store.dispatch({ type: "double" });
    expect(wrapped).toEqual(["counter"]);
    expect(store.getState().counter.value).toBe(2);
  });

  it("lets the app's non-serialisable actions through the serializability check, and only those", () => {
    const complaints = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const persist = { type: "persist/PERSIST", register: () => undefined };
    composeShopStore({ config: createConfig({}), packages: [pkg], nonSerializableActions: ["persist/PERSIST"] }).store.dispatch(persist);
    expect(complaints).not.toHaveBeenCalled();
    composeShopStore({ config: createConfig({}), packages: [pkg] }).store.dispatch(persist);
    expect(complaints).toHaveBeenCalled();
  });
});
