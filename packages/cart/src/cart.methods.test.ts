import { describe, expect, it } from "vitest";
import { syncMethods } from "./cart.methods";
import { itemAdded, itemsLoaded, serverTokenSet } from "./cart.slice";
import { createCartTestStore, createFakeCartBackEnd } from "./testing";

// commerce-core.md §4, §5 shipping and payment methods of the cart.

const line = { sku: "AC-TIE", qty: 1, name: "Tie", type_id: "simple", checksum: "", price_incl_tax: 10 };

describe("syncMethods", () => {
  it("asks nothing while a line is still on its way to the server, and asks once it is there", async () => {
    const backEnd = createFakeCartBackEnd();
    const seen: string[] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      seen.push(new URL(url).pathname);
      return backEnd.fetch(url, init ?? {});
    };
    const { store, dispose } = createCartTestStore({ fetch });
    store.dispatch(serverTokenSet("c-1"));
    store.dispatch(itemAdded(line));
    expect(await store.dispatch(syncMethods({ countryId: "NL" })).unwrap()).toBe(false);
    expect(store.getState().cart.methodsHash).toBeNull();
    expect(seen.filter((path) => path.includes("methods"))).toEqual([]);

    store.dispatch(itemsLoaded([{ ...line, server_item_id: 7, server_cart_id: "c-1" }]));
    await store.dispatch(syncMethods({ countryId: "NL" })).unwrap();
    expect(seen.some((path) => path.includes("shipping-methods"))).toBe(true);
    dispose();
  });
});
