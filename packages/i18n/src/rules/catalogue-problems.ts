export interface CatalogueProblem {
  locale: string;
  key: string;
  problem: "missing" | "unknown key" | "empty" | "placeholders differ" | "untranslated";
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The `{{name}}` placeholders of a text, sorted, so a translation must keep every one. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "").sort();
}

/**
 * Everything wrong with a set of catalogues against the source key list: a key missing in a
 * language, a key no message declares, an empty text, a text that drops or invents a
 * placeholder, or a non-source language that just copies the English (unless the key is
 * listed as the same in every language, e.g. "OK").
 */
export function findCatalogueProblems(
  keys: readonly string[],
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>,
  options: { sourceLocale: string; sameInEveryLanguage?: ReadonlySet<string> },
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const known = new Set(keys);
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const key of keys) {
      const text = catalogue[key];
      if (text === undefined) problems.push({ locale, key, problem: "missing" });
      else if (text.trim() === "") problems.push({ locale, key, problem: "empty" });
      else {
        if (placeholdersOf(text).join() !== placeholdersOf(key).join()) problems.push({ locale, key, problem: "placeholders differ" });
        if (locale !== options.sourceLocale && text === key && !options.sameInEveryLanguage?.has(key)) {
          problems.push({ locale, key, problem: "untranslated" });
        }
      }
    }
    for (const key of Object.keys(catalogue)) {
      if (!known.has(key)) problems.push({ locale, key, problem: "unknown key" });
    }
  }
  return problems;
}
