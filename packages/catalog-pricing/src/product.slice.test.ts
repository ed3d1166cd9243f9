import { describe, expect, it } from "vitest";
import { pricesSynced, productCleared, productLoadStarted, productLoaded, productNotFound, productRepriced, productSlice, type ProductState } from "./product.slice";
import { renderListItemOf } from "./test-support/render-list-item";
import { navySocks } from "./testing";

const reduce = (...actions: Parameters<typeof productSlice.reducer>[1][]): ProductState => actions.reduce(productSlice.reducer, productSlice.reducer(undefined, { type: "init" }));
const load = productLoaded({ product: navySocks, parts: [] });
/** render-list for the socks at group 1's tier price (net 11.74, gross 14.2). */
const tierItem = renderListItemOf(navySocks, {
  final_price: 11.74,
  max_price: 11.74,
  max_regular_price: 12.36,
  minimal_regular_price: 12.36,
  special_price: 11.74,
  minimal_price: 11.74,
  regular_price: 12.36,
  extension_attributes: { tax_adjustments: { final_price: 14.2, regular_price: 14.95, special_price: 14.2 } },
});
const sync = (loadId: number) => pricesSynced({ loadId, items: [tierItem], refreshedAt: "2026-06-15T00:00:00.000Z", sourcePriceIncludesTax: true });
const reprice = (loadId: number) => productRepriced({ loadId, product: { ...navySocks, final_price: 1 }, parts: [] });

describe("a repricing applies only to the product load it was asked for (commerce-core.md §4 price_is_current; §6 repricing)", () => {
  it("every load, not-found and clear is a new load", () => {
    expect(reduce(load).loadId).toBe(1);
    expect(reduce(load, productNotFound({ offline: false })).loadId).toBe(2);
    expect(reduce(load, productCleared(), load).loadId).toBe(3);
  });

  it.each([
    ["a sync for the load in state is applied", [load, sync(1)], 14.2],
    ["a sync asked before the same sku was loaded again (a store switch) is not", [load, load, sync(1)], 14.95],
    ["a repricing for the load in state is applied", [load, reprice(1)], 1],
    ["a repricing asked for an earlier load is not", [load, load, reprice(1)], 14.95],
  ])("%s", (_case, actions, finalPrice) => {
    expect(reduce(...actions).original?.final_price).toBe(finalPrice);
  });
});

describe("the latest started load is the one whose result applies (commerce-core.md §4 Product load)", () => {
  it("a started load is the latest until another starts or the product is cleared; its own result keeps it", () => {
    expect(reduce(productLoadStarted("a")).latestLoad).toBe("a");
    expect(reduce(productLoadStarted("a"), productLoadStarted("b"), load).latestLoad).toBe("b");
    expect(reduce(productLoadStarted("a"), productNotFound({ offline: false })).latestLoad).toBe("a");
    expect(reduce(productLoadStarted("a"), load, productCleared()).latestLoad).toBeNull();
  });
});
