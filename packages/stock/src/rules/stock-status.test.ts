import { describe, expect, it } from "vitest";
import { stockStatusOf, type StockEvidence } from "./stock-status";

describe("stock status ok / volatile / out_of_stock (commerce-core.md §4 Stock status)", () => {
  it.each<[string, StockEvidence, string]>([
    ["live: in stock and managed", { live: { is_in_stock: true, manage_stock: true } }, "ok"],
    ["live: in stock, manage_stock unknown", { live: { is_in_stock: true } }, "ok"],
    ["live: not managed and in stock (gift card)", { live: { is_in_stock: true, manage_stock: false } }, "ok"],
    ["live: not managed but flagged out (sold-out configurable parent)", { live: { is_in_stock: false, manage_stock: false } }, "out_of_stock"],
    ["live: not in stock", { live: { is_in_stock: false, manage_stock: true } }, "out_of_stock"],
    ["live: not in stock, manage_stock unknown", { live: { is_in_stock: false } }, "out_of_stock"],
    ["live answer wins over a stale index", { live: { is_in_stock: false }, indexed: { is_in_stock: true } }, "out_of_stock"],
    ["no live answer, index says in stock: not sure", { live: null, indexed: { is_in_stock: true, qty: 4 } }, "volatile"],
    ["no live answer, no index data", { live: null }, "volatile"],
    ["no live answer, index null", { live: null, indexed: null }, "volatile"],
    ["no live answer, index says out of stock", { live: null, indexed: { is_in_stock: false, manage_stock: true } }, "out_of_stock"],
    ["no live answer, index out of stock and not managed", { live: null, indexed: { is_in_stock: false, manage_stock: false } }, "out_of_stock"],
  ])("%s → %s", (_case, evidence, status) => {
    expect(stockStatusOf(evidence)).toBe(status);
  });
});
