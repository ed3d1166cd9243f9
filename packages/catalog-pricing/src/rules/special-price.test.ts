import { describe, expect, it } from "vitest";
import { effectiveSpecialPrice } from "./special-price";

const today = "2026-06-15";

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
    ["an end date today at midnight still covers today", { price: 100, special_price: 80, special_to_date: "2026-06-15 00:00:00" }, 80],
    ["only an end date, yesterday", { price: 100, special_price: 80, special_to_date: "2026-06-14" }, 0],
    ["a start date later today already counts (whole day)", { price: 100, special_price: 80, special_from_date: "2026-06-15 18:00:00" }, 80],
    ["a start date tomorrow", { price: 100, special_price: 80, special_from_date: "2026-06-16 00:00:00" }, 0],
    ["empty date strings are open ends", { price: 100, special_price: 80, special_from_date: "", special_to_date: "" }, 80],
    ["a malformed date: the special price does not count", { price: 100, special_price: 80, special_from_date: "15/06/2026" }, 0],
  ])("%s → %s", (_case, product, expected) => {
    expect(effectiveSpecialPrice(product, today)).toBe(expected);
  });
});
