import type { StoreViewInput } from "./store-view.schema";

const euro = { currencyCode: "EUR", currencySign: "€", fractionDigits: 2 } as const;
const netherlandsTax = { sourcePriceIncludesTax: true, defaultCountry: "NL", calculateServerSide: true } as const;

/**
 * The four store views of commerce-core.md §1/§3: nl (default, no prefix, id 9),
 * en (/en, 10), de (/de, 11), fr (/fr, 11 — the shared id is as the spec gives it).
 * Date formats per §9: HH:mm D/M/YYYY for nl and en, D-M-YYYY for de and fr.
 */
export const DEFAULT_STORE_VIEWS = {
  nl: {
    storeCode: "nl",
    storeId: 9,
    name: "Nederlands",
    url: "",
    appendStoreCode: false,
    search: { index: "shop_catalog_nl" },
    tax: netherlandsTax,
    i18n: {
      fullCountryName: "Nederland",
      fullLanguageName: "Nederlands",
      defaultLanguage: "NL",
      defaultCountry: "NL",
      defaultLocale: "nl-NL",
      ...euro,
      currencyDecimal: ",",
      currencyGroup: ".",
      priceFormat: "{sign} {amount}",
      dateFormat: "HH:mm D/M/YYYY",
    },
  },
  en: {
    storeCode: "en",
    storeId: 10,
    name: "English",
    url: "/en",
    appendStoreCode: true,
    search: { index: "shop_catalog_en" },
    tax: netherlandsTax,
    i18n: {
      fullCountryName: "Netherlands",
      fullLanguageName: "English",
      defaultLanguage: "EN",
      defaultCountry: "NL",
      defaultLocale: "en-US",
      ...euro,
      currencyDecimal: ".",
      currencyGroup: ",",
      priceFormat: "{sign}{amount}",
      dateFormat: "HH:mm D/M/YYYY",
    },
  },
  de: {
    storeCode: "de",
    storeId: 11,
    name: "Deutsch",
    url: "/de",
    appendStoreCode: true,
    search: { index: "shop_catalog_de" },
    tax: netherlandsTax,
    i18n: {
      fullCountryName: "Niederlande",
      fullLanguageName: "Deutsch",
      defaultLanguage: "DE",
      defaultCountry: "NL",
      defaultLocale: "de-DE",
      ...euro,
      currencyDecimal: ",",
      currencyGroup: ".",
      priceFormat: "{amount} {sign}",
      dateFormat: "D-M-YYYY",
    },
  },
  fr: {
    storeCode: "fr",
    storeId: 11,
    name: "Français",
    url: "/fr",
    appendStoreCode: true,
    search: { index: "shop_catalog_fr" },
    tax: netherlandsTax,
    i18n: {
      fullCountryName: "Pays-Bas",
      fullLanguageName: "Français",
      defaultLanguage: "FR",
      defaultCountry: "NL",
      defaultLocale: "fr-FR",
      ...euro,
      currencyDecimal: ",",
      currencyGroup: "\u202f",
      priceFormat: "{amount} {sign}",
      dateFormat: "D-M-YYYY",
    },
  },
} as const satisfies Record<string, StoreViewInput>;
