import i18next, { type i18n } from "i18next";
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
  if (!isShopLocale(locale)) {
    throw new RangeError(`Unknown locale "${String(locale)}": expected one of ${SHOP_LOCALES.join(", ")}`);
  }
  const instance = i18next.createInstance();
  const { onMissingKey } = options;
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SHOP_LOCALES],
    ns: [SHOP_NAMESPACE],
    defaultNS: SHOP_NAMESPACE,
    resources: Object.fromEntries(SHOP_LOCALES.map((code) => [code, { [SHOP_NAMESPACE]: CATALOGUES[code] }])),
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
