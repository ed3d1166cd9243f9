import { isShopLocale, DEFAULT_LOCALE, type ShopLocale } from "@shop/i18n";
import type { TranslateInput } from "@shop/ui";
import type { i18n } from "i18next";

// One translate function per language, bound once (TextProvider memoises on it). The server
// registers all four languages at start; the browser registers its page's language before it
// hydrates (its catalogue alone is downloaded). The catalogues are fixed, so requests share them.
const registry = new Map<ShopLocale, TranslateInput>();

/** Makes a language's i18next instance the one pages of that language translate with. */
export function registerText(locale: ShopLocale, instance: i18n): void {
  registry.set(locale, instance.t.bind(instance) as TranslateInput);
}

/** The translate function of a store view's locale (commerce-core.md §1: nl-NL, en-US, de-DE, fr-FR). */
export function textOf(locale: string): { t: TranslateInput; locale: ShopLocale } {
  const known: ShopLocale = isShopLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = registry.get(known);
  if (t === undefined) throw new Error(`No texts registered for ${known}: the server registers every language at start, the browser its page's before hydrating`);
  return { t, locale: known };
}
