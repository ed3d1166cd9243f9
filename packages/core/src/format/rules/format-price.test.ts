import { describe, expect, it } from "vitest";
import { createConfig } from "../../config/create-config";
import { formatPrice } from "./format-price";

const views = createConfig().storeViews.views;
const i18n = (code: string) => views[code]!.i18n;

describe("formatPrice (commerce-core.md §5, presentation-content.md §5)", () => {
  it.each([
    ["a string is returned unchanged", "12.5", undefined, "12.5"],
    ["undefined is returned unchanged", undefined, undefined, undefined],
    ["null is returned unchanged", null, undefined, null],
    ["NaN is returned unchanged", Number.NaN, undefined, Number.NaN],
    ["without i18n: two decimals", 12.5, undefined, "12.50"],
    ["without i18n: rounding to two decimals", 12.345, undefined, "12.35"],
    ["without i18n: negative", -3, undefined, "-3.00"],
    ["without i18n: negative that rounds to zero is not negative", -0.001, undefined, "0.00"],
    ["without i18n: minus zero", -0, undefined, "0.00"],
    ["without i18n: negative that rounds away from zero", -0.006, undefined, "-0.01"],
    ["without i18n: a half cent rounds up, binary 2.67499… notwithstanding", 2.675, undefined, "2.68"],
    ["without i18n: 1.005 (binary 1.00499…) rounds up", 1.005, undefined, "1.01"],
    ["without i18n: a negative half cent rounds away from zero", -1.005, undefined, "-1.01"],
  ])("%s", (_rule, value, settings, expected) => {
    expect(formatPrice(value, settings)).toEqual(expected);
  });

  it.each([
    ["nl", 1234.5, "€ 1.234,50"],
    ["nl", 0, "€ 0,00"],
    ["nl", -19.99, "-€ 19,99"],
    ["nl", -0.001, "€ 0,00"],
    ["en", 1234.5, "€1,234.50"],
    ["en", 1234567.891, "€1,234,567.89"],
    ["de", 1234.5, "1.234,50 €"],
    ["fr", 1234.5, "1\u202f234,50 €"],
    ["de", 99, "99,00 €"],
    ["nl", 4.005, "€ 4,01"],
    ["en", -2.675, "-€2.68"],
    ["en", 999.995, "€1,000.00"],
  ])("store view %s: %d → %s", (code, value, expected) => {
    expect(formatPrice(value, i18n(code))).toBe(expected);
  });

  it("uses the locale's separators when the view sets none", () => {
    expect(formatPrice(1234.5, { defaultLocale: "de-DE", currencySign: "€", fractionDigits: 2, priceFormat: "{amount} {sign}" })).toBe(
      "1.234,50 €",
    );
  });

  it.each([2.675, 1.005, 4.005, -2.675])("rounds %d the same with the view's separators and with the locale's (Intl)", (value) => {
    const { currencyDecimal: _decimal, currencyGroup: _group, ...withoutSeparators } = i18n("nl");
    expect(formatPrice(value, withoutSeparators)).toBe(formatPrice(value, i18n("nl")));
  });

  it("respects fractionDigits", () => {
    expect(formatPrice(10, { ...i18n("en"), fractionDigits: 0 })).toBe("€10");
    expect(formatPrice(2.5, { ...i18n("en"), fractionDigits: 0 })).toBe("€3");
  });
});
