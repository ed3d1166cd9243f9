import { describe, expect, it } from "vitest";
import { calendarDayIn, isDayWithin } from "./calendar-day";

describe("calendarDayIn: the store view's day", () => {
  it.each([
    ["2026-06-14T21:59:59Z", "Europe/Amsterdam", "2026-06-14"],
    ["2026-06-14T22:00:00Z", "Europe/Amsterdam", "2026-06-15"],
    ["2026-06-14T22:00:00Z", "UTC", "2026-06-14"],
    ["2026-01-01T00:30:00Z", "Europe/Amsterdam", "2026-01-01"],
    ["2025-12-31T23:30:00Z", "Europe/Amsterdam", "2026-01-01"],
  ])("%s in %s is %s", (instant, zone, day) => {
    expect(calendarDayIn(new Date(instant), zone)).toBe(day);
    expect(calendarDayIn(Date.parse(instant), zone)).toBe(day);
  });

  it("an invalid instant is a clear error", () => {
    expect(() => calendarDayIn(Number.NaN, "UTC")).toThrow('calendarDayIn: "NaN" is not a valid date');
  });
});

describe("isDayWithin (commerce-core.md §4 Price rules: today within the optional from/to dates)", () => {
  it.each([
    ["no dates", "2026-06-15", null, null, true],
    ["empty strings are open ends", "2026-06-15", "", " ", true],
    ["from today", "2026-06-15", "2026-06-15", null, true],
    ["from today at 18:00: the whole day counts", "2026-06-15", "2026-06-15 18:00:00", null, true],
    ["from tomorrow", "2026-06-15", "2026-06-16 00:00:00", null, false],
    ["until today at 00:00: the whole day counts", "2026-06-15", null, "2026-06-15 00:00:00", true],
    ["until yesterday", "2026-06-15", null, "2026-06-14", false],
    ["inside both", "2026-06-15", "2026-06-01", "2026-06-30 23:59:59", true],
    ["after both", "2026-07-01", "2026-06-01", "2026-06-30", false],
    ["ISO T separator", "2026-06-15", "2026-06-15T10:00:00", "2026-06-15T11:00", true],
    ["a broken from date", "2026-06-15", "15-06-2026", null, false],
    ["a broken to date", "2026-06-15", null, "soon", false],
  ])("%s", (_name, today, from, to, within) => {
    expect(isDayWithin(today, from, to)).toBe(within);
  });
});
