import { describe, expect, it } from "vitest";
import { createConfig } from "./create-config";

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
