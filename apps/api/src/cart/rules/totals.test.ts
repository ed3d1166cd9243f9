import { cartTotalsSchema } from "@shop/cart";
import { describe, expect, it } from "vitest";
import { calculateTotals, type TotalsInput } from "./totals";

const line = (item_id: number, unitPriceInclTax: number, qty: number) => ({ item_id, name: `Item ${item_id}`, qty, unitPriceInclTax, taxPercent: 21, options: [] });
const base: TotalsInput = { lines: [line(1, 121, 1), line(2, 60.5, 2)], shipping: null, coupon: null, discounts: [], currency: "EUR" };

describe("cart totals (prices include tax, commerce-core.md §1; segments §3)", () => {
  it("sums rows and extracts the tax inside them", () => {
    const totals = calculateTotals(base);
    expect(totals).toMatchObject({ subtotal_incl_tax: 242, subtotal: 200, tax_amount: 42, grand_total: 242, items_qty: 3, discount_amount: 0 });
    expect(totals.total_segments.map((segment) => segment.code)).toEqual(["subtotal", "tax", "grand_total"]);
    expect(cartTotalsSchema.safeParse(totals).success).toBe(true);
  });

  it.each([
    ["a percent coupon", { coupon: { code: "WELCOME10", kind: "percent" as const, amount: 10 } }, 24.2, 217.8],
    ["a fixed coupon", { coupon: { code: "SAVE15", kind: "fixed" as const, amount: 15 } }, 15, 227],
    ["a coupon and a loyalty discount", { coupon: { code: "SAVE15", kind: "fixed" as const, amount: 15 }, discounts: [{ code: "LOYALTY5", label: "€5", amount: 5 }] }, 20, 222],
    ["discounts larger than the subtotal", { discounts: [{ code: "BIG", label: "big", amount: 500 }] }, 242, 0],
  ])("%s", (_case, change, discount, grandTotal) => {
    const totals = calculateTotals({ ...base, ...change });
    expect(totals.discount_amount).toBe(-discount);
    expect(totals.grand_total).toBe(grandTotal);
    expect(totals.items.reduce((sum, item) => sum + item.discount_amount, 0)).toBeCloseTo(discount, 2);
    expect(totals.total_segments.find((segment) => segment.code === "discount")?.value).toBe(-discount);
  });

  it("the tax is the part inside the discounted rows: WELCOME10 on €242 leaves €217.80, which holds €37.80 tax (commerce-core.md: prices include tax)", () => {
    const totals = calculateTotals({ ...base, coupon: { code: "WELCOME10", kind: "percent", amount: 10 } });
    expect(totals).toMatchObject({ grand_total: 217.8, tax_amount: 37.8 });
    expect(totals.total_segments.find((segment) => segment.code === "tax")?.value).toBe(37.8);
  });

  it("the lines' discount shares add up to the cart's discount to the cent: the rounding rest goes on the largest line", () => {
    const totals = calculateTotals({ ...base, lines: [line(1, 10, 1), line(2, 10, 1), line(3, 10, 1)], coupon: { code: "SAVE10", kind: "fixed", amount: 10 } });
    expect(totals.items.reduce((cents, item) => cents + Math.round(item.discount_amount * 100), 0)).toBe(1000);
  });

  it("adds shipping with its tax", () => {
    const totals = calculateTotals({ ...base, shipping: { title: "PostNL - Standard", priceInclTax: 4.95, taxPercent: 21 } });
    expect(totals).toMatchObject({ shipping_incl_tax: 4.95, shipping_tax_amount: 0.86, shipping_amount: 4.09, grand_total: 246.95, tax_amount: 42.86 });
  });
});
