import { describe, expect, it } from "vitest";
import { effectiveSpecialPrice, isWithinDates, magentoDateToMs } from "./special-price";

const now = Date.UTC(2026, 5, 15, 12, 0, 0);

describe("special price (commerce-core.md §4 Price rules: only if lower than the original price and today within the optional from/to dates, otherwise zero)", () => {
  it.each([
    ["no special price", { price: 100 }, 0],
    ["null special price", { price: 100, special_price: null }, 0],
    ["lower, no dates", { price: 100, special_price: 80 }, 80],
    ["equal to the price", { price: 100, special_price: 100 }, 0],
    ["higher than the price", { price: 100, special_price: 110 }, 0],
    ["lower than price but not than original_price", { price: 100, original_price: 70, special_price: 80 }, 0],
    ["zero special price", { price: 100, special_price: 0 }, 0],
    ["current dates", { price: 100, special_price: 80, special_from_date: "2026-01-01 00:00:00", special_to_date: "2026-12-31 23:59:59" }, 80],
    ["past dates", { price: 100, special_price: 80, special_from_date: "2020-01-01 00:00:00", special_to_date: "2020-12-31 23:59:59" }, 0],
    ["future dates", { price: 100, special_price: 80, special_from_date: "2090-01-01 00:00:00", special_to_date: null }, 0],
    ["only an end date, today (whole day)", { price: 100, special_price: 80, special_to_date: "2026-06-15" }, 80],
    ["only an end date, yesterday", { price: 100, special_price: 80, special_to_date: "2026-06-14" }, 0],
    ["only a start date, reached this second", { price: 100, special_price: 80, special_from_date: "2026-06-15 12:00:00" }, 80],
    ["only a start date, one second ahead", { price: 100, special_price: 80, special_from_date: "2026-06-15 12:00:01" }, 0],
    ["empty date strings are open ends", { price: 100, special_price: 80, special_from_date: "", special_to_date: "" }, 80],
  ])("%s → %s", (_case, product, expected) => {
    expect(effectiveSpecialPrice(product, now)).toBe(expected);
  });

  it("reads Magento dates as UTC; a date alone as an end covers the day", () => {
    expect(magentoDateToMs("2026-06-15 12:00:00")).toBe(now);
    expect(magentoDateToMs("2026-06-15", "end")).toBe(Date.UTC(2026, 5, 15, 23, 59, 59, 999));
    expect(isWithinDates(now, null, undefined)).toBe(true);
  });

  it("a malformed date is a clear RangeError", () => {
    expect(() => effectiveSpecialPrice({ price: 100, special_price: 80, special_from_date: "15/06/2026" }, now)).toThrow('Not a Magento date: "15/06/2026"');
  });
});
