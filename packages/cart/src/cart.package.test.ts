import { connectivityChanged } from "@shop/sync-queue";
import { describe, expect, it, vi } from "vitest";
import { serverTokenSet } from "./cart.slice";
import { createCartTestStore } from "./testing";

describe("cartPackage listeners (docs/package-contract.md)", () => {
  it("syncs when the connection comes back, not when the store starts", async () => {
    const seen: string[] = [];
    const fetch = async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ code: 200, result: [] }), { headers: { "content-type": "application/json" } });
    };
    const { store, dispose } = createCartTestStore({ fetch });
    store.dispatch(serverTokenSet("c-1"));
    // The store's start reports "online": no forced sync of this device's lines.
    store.dispatch(connectivityChanged({ online: true, reason: "manual", at: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    store.dispatch(connectivityChanged({ online: false, reason: "browser", at: 1 }));
    store.dispatch(connectivityChanged({ online: true, reason: "browser", at: 2 }));
    await vi.waitFor(() => expect(seen.some((url) => url.includes("/cart/pull?"))).toBe(true));
    dispose();
  });
});
