import { createShopI18n, isShopLocale, DEFAULT_LOCALE, type ShopLocale } from "@shop/i18n";
import type { TranslateInput } from "@shop/ui";

// One i18next instance per language, its `t` bound once (TextProvider memoises on it). The
// catalogues are fixed, so server requests share them safely.
const cache = new Map<ShopLocale, TranslateInput>();

/** The translate function of a store view's locale (commerce-core.md §1: nl-NL, en-US, de-DE, fr-FR). */
export function textOf(locale: string): { t: TranslateInput; locale: ShopLocale } {
  const known: ShopLocale = isShopLocale(locale) ? locale : DEFAULT_LOCALE;
  let t = cache.get(known);
  if (t === undefined) {
    const instance = createShopI18n(known);
    t = instance.t.bind(instance) as TranslateInput;
    cache.set(known, t);
  }
  return { t, locale: known };
}
