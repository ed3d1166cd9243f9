import { describe, expect, it } from "vitest";
import { salableQuery } from "./salable-query";

describe("salable-for-requested-qty query (commerce-core.md §7 Stock; presentation-content.md §7 Inventory)", () => {
  it.each([
    ["one line", [{ sku: "A", qty: 2 }], 1, { stockId: 1, "skuRequests[0][sku]": "A", "skuRequests[0][qty]": 2 }],
    [
      "lines in cart order",
      [{ sku: "B", qty: 1 }, { sku: "A", qty: 3 }],
      1,
      { stockId: 1, "skuRequests[0][sku]": "B", "skuRequests[0][qty]": 1, "skuRequests[1][sku]": "A", "skuRequests[1][qty]": 3 },
    ],
    ["another stock", [{ sku: "A", qty: 1 }], 2, { stockId: 2, "skuRequests[0][sku]": "A", "skuRequests[0][qty]": 1 }],
  ])("%s", (_case, requests, stockId, query) => {
    expect(salableQuery(requests, stockId)).toEqual(query);
  });
});
