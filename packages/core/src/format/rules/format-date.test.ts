import { describe, expect, it } from "vitest";
import { createConfig } from "../../config/create-config";
import { formatDate } from "./format-date";

const views = createConfig().storeViews.views;
// 2026-03-05 08:07 UTC = 09:07 in Amsterdam (CET).
const winter = Date.UTC(2026, 2, 5, 8, 7);
// 2026-07-31 22:30 UTC = 00:30 on 1 August in Amsterdam (CEST).
const summerMidnight = Date.UTC(2026, 6, 31, 22, 30);

describe("formatDate (commerce-core.md §9: HH:mm D/M/YYYY for nl and en, D-M-YYYY for de and fr)", () => {
  it.each([
    ["nl", winter, "09:07 5/3/2026"],
    ["en", winter, "09:07 5/3/2026"],
    ["de", winter, "5-3-2026"],
    ["fr", winter, "5-3-2026"],
    ["nl", summerMidnight, "00:30 1/8/2026"],
    ["de", summerMidnight, "1-8-2026"],
  ])("%s: %s → %s", (code, instant, expected) => {
    expect(formatDate(instant, views[code]!.i18n)).toBe(expected);
  });

  it("accepts ISO strings and Date objects", () => {
    expect(formatDate("2026-03-05T08:07:00Z", views.nl!.i18n)).toBe("09:07 5/3/2026");
    expect(formatDate(new Date(winter), views.de!.i18n)).toBe("5-3-2026");
  });

  it("pads with DD and MM tokens", () => {
    expect(formatDate(winter, { dateFormat: "DD.MM.YYYY HH:mm", timeZone: "UTC" })).toBe("05.03.2026 08:07");
  });

  it("an invalid date is a clear error", () => {
    expect(() => formatDate("yesterday-ish", views.nl!.i18n)).toThrow(/"yesterday-ish" is not a valid date/);
  });
});
