import { calendarDayIn } from "@shop/core";
import { describe, expect, it } from "vitest";
import { excludingTax, round2, taxIncluded } from "./money";
import { optionSurcharge } from "./option-price";
import { priceFields } from "./product-prices";
import { effectiveSpecialPrice } from "./special-price";
import { ALL_GROUPS, tierPriceFor } from "./tier-price";
import { unitPriceNow } from "./unit-price";

const today = "2026-06-15";

describe("special price (commerce-core.md §4 Price rules)", () => {
  it.each([
    ["no special price", { price: 100 }, 0],
    ["lower, no dates", { price: 100, special_price: 80 }, 80],
    ["not lower than the price", { price: 100, special_price: 100 }, 0],
    ["higher than the price", { price: 100, special_price: 110 }, 0],
    ["current dates", { price: 100, special_price: 80, special_from_date: "2026-01-01 00:00:00", special_to_date: "2026-12-31 23:59:59" }, 80],
    ["past dates", { price: 100, special_price: 80, special_from_date: "2020-01-01 00:00:00", special_to_date: "2020-12-31 23:59:59" }, 0],
    ["future dates", { price: 100, special_price: 80, special_from_date: "2090-01-01 00:00:00", special_to_date: null }, 0],
    ["only an end date, today", { price: 100, special_price: 80, special_to_date: "2026-06-15" }, 80],
    ["only a start date, reached", { price: 100, special_price: 80, special_from_date: "2026-06-15 12:00:00" }, 80],
    // Whole days, both inclusive: a time on the dates does not cut the day short.
    ["starts later today", { price: 100, special_price: 80, special_from_date: "2026-06-15 18:00:00" }, 80],
    ["ended at midnight today (the day still counts)", { price: 100, special_price: 80, special_to_date: "2026-06-15 00:00:00" }, 80],
    ["ended yesterday", { price: 100, special_price: 80, special_to_date: "2026-06-14 23:59:59" }, 0],
    ["starts tomorrow", { price: 100, special_price: 80, special_from_date: "2026-06-16" }, 0],
    ["a one-day sale, today", { price: 100, special_price: 80, special_from_date: "2026-06-15", special_to_date: "2026-06-15" }, 80],
  ])("%s", (_case, product, expected) => {
    expect(effectiveSpecialPrice(product, today)).toBe(expected);
  });

  it.each([
    ["an empty end is open", { price: 100, special_price: 80, special_from_date: "2026-06-01", special_to_date: "" }, 80],
    ["a broken date: not current", { price: 100, special_price: 80, special_from_date: "15-06-2026" }, 0],
  ])("%s", (_case, product, expected) => {
    expect(effectiveSpecialPrice(product, today)).toBe(expected);
  });
});

describe("special price on the store view's calendar day, at Amsterdam midnight (commerce-core.md §4 Price rules)", () => {
  const sale = { price: 100, special_price: 80 };
  it.each([
    ["22:30 UTC on the 14th is the 15th in Amsterdam: a sale from the 15th runs", "2026-06-14T22:30:00Z", "Europe/Amsterdam", { ...sale, special_from_date: "2026-06-15" }, 80],
    ["…and a sale to the 14th has ended", "2026-06-14T22:30:00Z", "Europe/Amsterdam", { ...sale, special_to_date: "2026-06-14 23:59:59" }, 0],
    ["21:59 UTC is still the 14th in Amsterdam: the sale to the 14th runs", "2026-06-14T21:59:00Z", "Europe/Amsterdam", { ...sale, special_to_date: "2026-06-14" }, 80],
    ["…and the sale from the 15th has not begun", "2026-06-14T21:59:00Z", "Europe/Amsterdam", { ...sale, special_from_date: "2026-06-15" }, 0],
    ["the same instant in UTC is the 14th", "2026-06-14T22:30:00Z", "UTC", { ...sale, special_from_date: "2026-06-15" }, 0],
    ["winter (UTC+1): 23:30 UTC on 14 Jan is the 15th", "2026-01-14T23:30:00Z", "Europe/Amsterdam", { ...sale, special_from_date: "2026-01-15" }, 80],
  ])("%s", (_case, instant, timeZone, product, expected) => {
    expect(effectiveSpecialPrice(product, calendarDayIn(new Date(instant), timeZone))).toBe(expected);
  });
});

describe("option prices (commerce-core.md §4: fixed adds the amount, percent adds that percentage)", () => {
  it.each([
    [{ price: 7.5, price_type: "fixed" as const }, 100, 7.5],
    [{ price: 5, price_type: "percent" as const }, 80, 4],
    [{ price: 0, price_type: "fixed" as const }, 80, 0],
  ])("%j on %s adds %s", (option, base, surcharge) => {
    expect(optionSurcharge(base, option)).toBe(surcharge);
  });
});

describe("tier prices (commerce-core.md §6 price tiers per group)", () => {
  const tiers = [
    { customer_group_id: 1, qty: 1, value: 95 },
    { customer_group_id: ALL_GROUPS, qty: 3, value: 90 },
  ];
  it.each([
    [0, 1, undefined],
    [1, 1, 95],
    [0, 3, 90],
    [1, 5, 90],
  ])("group %s, qty %s → %s", (group, qty, price) => {
    expect(tierPriceFor(tiers, group, qty)).toBe(price);
  });
});

describe("unit price at request time (commerce-core.md §4 special price, §6 tier price: the lower counts)", () => {
  const tier_prices = [
    { customer_group_id: 1, qty: 1, value: 95 },
    { customer_group_id: ALL_GROUPS, qty: 3, value: 90 },
  ];
  it.each([
    ["no special, no tier", { price: 100 }, 0, 1, 100],
    ["current special", { price: 100, special_price: 80 }, 0, 1, 80],
    ["past special: the price", { price: 100, special_price: 80, special_to_date: "2026-06-14" }, 0, 1, 100],
    ["group tier below the price", { price: 100, tier_prices }, 1, 1, 95],
    ["tier below its minimum qty does not count", { price: 100, tier_prices }, 0, 2, 100],
    ["tier from its minimum qty", { price: 100, tier_prices }, 0, 3, 90],
    ["special lower than the tier", { price: 100, special_price: 80, tier_prices }, 1, 5, 80],
    ["price rounded to cents", { price: 19.999 }, 0, 1, 20],
  ])("%s", (_case, product, group, qty, expected) => {
    expect(unitPriceNow(product, group, qty, today)).toBe(expected);
  });
});

describe("tax-inclusive prices (commerce-core.md §1 prices include tax)", () => {
  it.each([
    [121, 21, 100],
    [79.95, 21, 66.07],
    [94.95, 21, 78.47],
    [10.05, 0, 10.05],
  ])("%s incl. %s %% tax is %s without it, and net + tax is the gross price", (gross, rate, net) => {
    expect(excludingTax(gross, rate)).toBe(net);
    expect(round2(excludingTax(gross, rate) + taxIncluded(gross, rate))).toBe(gross);
  });

  it("extracts 21 % tax from a gross price", () => {
    expect(taxIncluded(121, 21)).toBe(21);
    expect(taxIncluded(79.95, 21)).toBe(13.88);
  });

  it("rounds half away from zero", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
  });

  it("the final price is the current special price", () => {
    const fields = priceFields({ price: 100, special_price: 80 }, 21, today);
    expect(fields).toMatchObject({ price: 100, price_incl_tax: 100, final_price: 80, final_price_incl_tax: 80, final_price_tax: 13.88, regular_price: 100 });
  });
});
