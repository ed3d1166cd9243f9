/** The languages the seed has names in: the four store views of commerce-core.md §1. */
export const SEED_LANGUAGES = ["nl", "en", "de", "fr"] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];
export type Localized<T = string> = Record<SeedLanguage, T>;

/** The seed language of a store view: its code when the seed knows it, else English. */
export function seedLanguageOf(storeCode: string): SeedLanguage {
  return (SEED_LANGUAGES as readonly string[]).includes(storeCode) ? (storeCode as SeedLanguage) : "en";
}

/** The same text in every language (brand names, sizes). */
export function same(text: string): Localized {
  return { nl: text, en: text, de: text, fr: text };
}

/** URL-safe slug: lower case, accents dropped, words joined by "-". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
