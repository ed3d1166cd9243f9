import { DEFAULT_STORE_VIEWS, type PriceI18n } from "@shop/core";

const BY_LOCALE: Readonly<Record<string, PriceI18n>> = Object.fromEntries(
  Object.values(DEFAULT_STORE_VIEWS).map((view): [string, PriceI18n] => [view.i18n.defaultLocale, view.i18n]),
);

/** The default store view's price settings for a locale (stories follow the language toolbar). */
export function priceI18nFor(locale: string): PriceI18n {
  return BY_LOCALE[locale] ?? DEFAULT_STORE_VIEWS.nl.i18n;
}
