// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeSearchBackEnd, createSearchTestStore, fakeAutocomplete, fakeCartPage, fakeGroup, fakePage, fakeProductPage } from "../testing";
import { useAutocomplete, useListing, useRecommendations } from "./search-hooks";

function setup() {
  const back = createFakeSearchBackEnd({
    replies: {
      "/queries/autocomplete": fakeAutocomplete(["SH-1"], ["shirt"]),
      "/queries/landing-page": fakePage([fakeGroup("SH-1")]),
      "/queries/product-page": fakeProductPage(["A-1"], ["U-1"]),
      "/queries/cart-page": fakeCartPage(["C-1"]),
    },
  });
  const test = createSearchTestStore({ fetch: back.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={test.store}>{children}</Provider>;
  return { ...test, calls: back.calls, wrapper };
}

describe("@shop/search/react", () => {
  afterEach(() => vi.useRealTimers());

  it("useAutocomplete searches 500 ms after typing stops, from 3 characters (presentation-content.md §5)", async () => {
    vi.useFakeTimers();
    const { wrapper, calls, dispose } = setup();
    const { result } = renderHook(() => useAutocomplete(), { wrapper });
    act(() => {
      result.current.onInput("sh");
      result.current.onInput("shi");
      result.current.onInput("shir");
    });
    act(() => void vi.advanceTimersByTime(499));
    expect(calls).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(calls.map((call) => call.query["q"])).toEqual(["shir"]);
    expect(result.current.products.map((product) => product.sku)).toEqual(["SH-1"]);
    expect(result.current.phrases).toEqual([{ q: "shirt", highlighted: "shirt" }]);
    dispose();
  });

  it("useListing loads a url and gives the listing", async () => {
    const { wrapper, dispose } = setup();
    const { result } = renderHook(() => useListing(), { wrapper });
    await act(async () => {
      await result.current.load("/l/elevate/new-in");
    });
    expect(result.current.status).toBe("loaded");
    expect(result.current.listing?.products.map((product) => product.sku)).toEqual(["SH-1"]);
    expect(result.current.query?.route).toEqual({ kind: "landing", path: "/l/elevate/new-in" });
    dispose();
  });

  it("useRecommendations loads a product's and a cart's lists", async () => {
    const { wrapper, dispose } = setup();
    const product = renderHook(() => useRecommendations({ sku: "SH-1" }), { wrapper });
    await waitFor(() => expect(product.result.current.alternatives.map((entry) => entry.sku)).toEqual(["A-1"]));
    expect(product.result.current.upsell.map((entry) => entry.sku)).toEqual(["U-1"]);
    const cart = renderHook(() => useRecommendations({ skus: ["SH-1"] }), { wrapper });
    await waitFor(() => expect(cart.result.current.cart.map((entry) => entry.sku)).toEqual(["C-1"]));
    dispose();
  });
});
