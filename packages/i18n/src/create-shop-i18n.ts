import i18next, { type i18n, type Resource } from "i18next";
import type { Catalogue } from "./messages";
import { CATALOGUES } from "./catalogues/index";
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isShopLocale, SHOP_LOCALES, type ShopLocale } from "./locales";

export const SHOP_NAMESPACE = "shop";

export interface ShopI18nOptions {
  /** Called for a key no catalogue holds (the English key is shown instead). */
  onMissingKey?: (locale: string, key: string) => void;
}

/**
 * A ready, synchronously initialised i18next instance with all four catalogues. Keys are
 * English sentences, so key and namespace separators are off (keys contain '.' and ':').
 * React escapes output, so i18next does not.
 */
export function createShopI18n(locale: ShopLocale = DEFAULT_LOCALE, options: ShopI18nOptions = {}): i18n {
  assertLocale(locale);
  return initShopI18n(locale, Object.fromEntries(SHOP_LOCALES.map((code) => [code, { [SHOP_NAMESPACE]: CATALOGUES[code] }])), options);
}

/**
 * The same instance with one language's catalogue only (`loadCatalogue`): what a browser needs,
 * so the other languages never download. A key the catalogue lacks shows the English key (the
 * fallback language's text, as keys are English).
 */
export function createShopI18nFor(locale: ShopLocale, catalogue: Catalogue, options: ShopI18nOptions = {}): i18n {
  assertLocale(locale);
  return initShopI18n(locale, { [locale]: { [SHOP_NAMESPACE]: catalogue } }, options);
}

/** One language's catalogue, loaded on demand (a chunk of its own in a bundler). */
export async function loadCatalogue(locale: ShopLocale): Promise<Catalogue> {
  assertLocale(locale);
  switch (locale) {
    case "nl-NL":
      return (await import("./catalogues/nl-NL")).nlNL;
    case "de-DE":
      return (await import("./catalogues/de-DE")).deDE;
    case "fr-FR":
      return (await import("./catalogues/fr-FR")).frFR;
    case "en-US":
      return (await import("./catalogues/en-US")).enUS;
  }
}

function assertLocale(locale: unknown): asserts locale is ShopLocale {
  if (!isShopLocale(locale)) {
    throw new RangeError(`Unknown locale "${String(locale)}": expected one of ${SHOP_LOCALES.join(", ")}`);
  }
}

function initShopI18n(locale: ShopLocale, resources: Resource, options: ShopI18nOptions): i18n {
  const instance = i18next.createInstance();
  const { onMissingKey } = options;
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SHOP_LOCALES],
    ns: [SHOP_NAMESPACE],
    defaultNS: SHOP_NAMESPACE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: onMissingKey !== undefined,
    saveMissingTo: "current",
    missingKeyHandler: onMissingKey
      ? (languages, _namespace, key) => {
          onMissingKey(languages[0] ?? locale, key);
        }
      : false,
  });
  return instance;
}
