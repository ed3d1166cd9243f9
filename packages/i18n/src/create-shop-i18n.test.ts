import { describe, expect, it, vi } from "vitest";
import { createShopI18n, createShopI18nFor, loadCatalogue } from "./create-shop-i18n";
import type { ShopLocale } from "./locales";

describe("createShopI18n", () => {
  it.each<[ShopLocale, string]>([
    ["nl-NL", "Je bent uitgelogd"],
    ["en-US", "You're logged out"],
    ["de-DE", "Sie sind abgemeldet"],
    ["fr-FR", "Vous êtes déconnecté"],
  ])("translates in %s at once (no await)", (locale, text) => {
    expect(createShopI18n(locale).t("You're logged out")).toBe(text);
  });

  it("interpolates {{name}} values and leaves HTML to React", () => {
    const i18n = createShopI18n("de-DE");
    expect(i18n.t("Only {{maxQuantity}} products of this type are available", { maxQuantity: 2 })).toBe(
      "Von diesem Produkt sind nur noch 2 Stück verfügbar",
    );
    expect(i18n.t("We could not update your account: {{message}}", { message: "<b>x</b>" })).toBe(
      "Ihr Konto konnte nicht aktualisiert werden: <b>x</b>",
    );
  });

  it("reads keys with dots and colons as whole keys", () => {
    expect(createShopI18n("nl-NL").t("Please do set the tax.defaultCountry in order to calculate totals")).toBe(
      "Stel tax.defaultCountry in om de totalen te kunnen berekenen",
    );
  });

  it("shows the English key for an unknown message and reports it", () => {
    const onMissingKey = vi.fn();
    const i18n = createShopI18n("fr-FR", { onMissingKey });
    expect(i18n.t("Not in any catalogue")).toBe("Not in any catalogue");
    expect(onMissingKey).toHaveBeenCalledWith("fr-FR", "Not in any catalogue");
  });

  it("switches language on the same instance", async () => {
    const i18n = createShopI18n("nl-NL");
    await i18n.changeLanguage("en-US");
    expect(i18n.t("Close")).toBe("Close");
  });

  it("rejects an unknown locale with a clear error", () => {
    expect(() => createShopI18n("it-IT" as ShopLocale)).toThrow(/Unknown locale "it-IT": expected one of nl-NL, en-US, de-DE, fr-FR/);
  });
});

describe("one language in the browser (createShopI18nFor, loadCatalogue)", () => {
  it.each([
    ["nl-NL", "Pagina niet gevonden"],
    ["de-DE", "Seite nicht gefunden"],
    ["fr-FR", "Page introuvable"],
    ["en-US", "Page not found"],
  ] as const)("%s: loads its catalogue alone and translates with it", async (locale, text) => {
    const catalogue = await loadCatalogue(locale);
    const i18n = createShopI18nFor(locale, catalogue);
    expect(i18n.t("Page not found")).toBe(text);
    expect(i18n.options.resources && Object.keys(i18n.options.resources)).toEqual([locale]);
  });

  it("shows the English key for a key the catalogue lacks, and refuses an unknown locale", async () => {
    const i18n = createShopI18nFor("nl-NL", {} as Awaited<ReturnType<typeof loadCatalogue>>);
    expect(i18n.t("Page not found")).toBe("Page not found");
    await expect(loadCatalogue("xx-XX" as never)).rejects.toThrow(/Unknown locale "xx-XX"/);
  });
});
