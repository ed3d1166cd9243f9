import { describe, expect, it } from "vitest";
import { createConfig } from "./create-config";
import { valueAt } from "../test-support/value-at";
import { storeViewSchema } from "./store-view.schema";

describe("store views (commerce-core.md §1, §3, §9)", () => {
  const views = createConfig().storeViews.views;
  it.each([
    // code, id, url, locale, date format
    ["nl", 9, "", "nl-NL", "HH:mm D/M/YYYY"],
    ["en", 10, "/en", "en-US", "HH:mm D/M/YYYY"],
    ["de", 11, "/de", "de-DE", "D-M-YYYY"],
    ["fr", 11, "/fr", "fr-FR", "D-M-YYYY"],
  ])("%s: id %i, prefix '%s', locale %s, dates %s, EUR", (code, id, url, locale, dateFormat) => {
    const view = views[code];
    expect(view?.storeId).toBe(id);
    expect(view?.url).toBe(url);
    expect(view?.i18n.defaultLocale).toBe(locale);
    expect(view?.i18n.dateFormat).toBe(dateFormat);
    expect(view?.i18n.currencyCode).toBe("EUR");
  });
});

describe("a store view's own defaults (commerce-core.md §1, §3, §5)", () => {
  const given = {
    storeCode: "be",
    storeId: 12,
    name: "België",
    url: "/be",
    i18n: { fullCountryName: "België", fullLanguageName: "Nederlands", defaultLanguage: "NL", defaultCountry: "BE", defaultLocale: "nl-BE", dateFormat: "D-M-YYYY" },
  };
  const view = storeViewSchema.parse(given);
  const rows: [rule: string, path: string, expected: unknown][] = [
    ["§1 store code appended only where set", "appendStoreCode", false],
    ["§7 catalogue search host of the api", "search.host", "/api/catalog"],
    ["§7 catalogue search index", "search.index", "shop_catalog"],
    ["§1 prices include tax", "tax.sourcePriceIncludesTax", true],
    ["§1 tax is calculated server side", "tax.calculateServerSide", true],
    ["§1/§9 currency EUR", "i18n.currencyCode", "EUR"],
    ["§1 euro sign", "i18n.currencySign", "€"],
    ["§5 two decimals", "i18n.fractionDigits", 2],
    ["sign before the amount", "i18n.priceFormat", "{sign}{amount}"],
    ["time zone (not in the spec): the shop's, Europe/Amsterdam", "i18n.timeZone", "Europe/Amsterdam"],
  ];
  it.each(rows)("%s (%s)", (_rule, path, expected) => {
    expect(valueAt(view, path)).toEqual(expected);
  });

  it("has a row for every default a view fills in", () => {
    const leaves = (node: object, prefix = ""): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === "object" && value !== null ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const filledIn = leaves(view).filter((path) => !leaves(given).includes(path));
    expect(filledIn.sort()).toEqual(rows.map(([, path]) => path).sort());
  });
});
