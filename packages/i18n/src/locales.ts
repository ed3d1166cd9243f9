/** The four store-view languages (commerce-core.md §1); nl-NL is the default store view. */
export const SHOP_LOCALES = ["nl-NL", "en-US", "de-DE", "fr-FR"] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

export const DEFAULT_LOCALE: ShopLocale = "nl-NL";
/** English is the source language, so it is the fallback for anything not found. */
export const FALLBACK_LOCALE: ShopLocale = "en-US";

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === "string" && (SHOP_LOCALES as readonly string[]).includes(value);
}
