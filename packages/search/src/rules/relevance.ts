/**
 * The text rules of product search (commerce-core.md §9 "min score 0.02; fuzziness 2; minimum
 * match 75%; boosts name 4, sku 2, category name 1"), shared by the back end that indexes and
 * scores and by a client that highlights or explains a result.
 */

/** The fields searched and their boosts (§9). */
export const SEARCH_BOOSTS = { name: 4, sku: 2, category: 1 } as const;
export type SearchField = keyof typeof SEARCH_BOOSTS;
export const SEARCH_FUZZINESS = 2;
export const SEARCH_MINIMUM_MATCH = "75%";
export const SEARCH_MIN_SCORE = 0.02;
/** At most this many words of a query count (a pasted paragraph is not a search). */
export const MAX_QUERY_TERMS = 8;

/**
 * A text's words as the index keeps them: lower case, accents dropped (é → e, ß → ss), split at
 * anything that is not a letter or a digit. "T-shirt" gives "t" and "shirt"; "Weiß" gives "weiss".
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The distinct words of a query, at most MAX_QUERY_TERMS, in the order typed. */
export function queryTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_QUERY_TERMS);
}

/**
 * How many edits a word may be from a term and still match it. §9's fuzziness 2 is the most;
 * shorter terms allow fewer, as a search engine's AUTO fuzziness does (a decision: with 2 edits
 * "tie" would match "jas", "zip" and every other three-letter word): 1–2 characters exact, 3–4
 * one edit, 5 and more `fuzziness`.
 */
export function maxEditsFor(term: string, fuzziness: number = SEARCH_FUZZINESS): number {
  const length = [...term].length;
  if (length <= 2) return 0;
  if (length <= 4) return Math.min(1, fuzziness);
  return fuzziness;
}

/**
 * How many of `terms` query terms a product must match: a percentage rounds up, at least 1 and at
 * most all (§9 "minimum match 75%": 1 of 1, 2 of 2, 3 of 3, 3 of 4, 4 of 5). A plain number is a count.
 */
export function minimumMatchCount(setting: string, terms: number): number {
  if (terms <= 0) return 0;
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(setting.trim());
  const wanted = percent === null ? Number.parseInt(setting, 10) : Math.ceil((terms * Number(percent[1])) / 100);
  if (!Number.isFinite(wanted)) return terms;
  return Math.min(terms, Math.max(1, wanted));
}

/**
 * How well a word matches a term, 0 to 1: the same word 1; a word the term starts (3+ characters)
 * 0.8, so "overh" finds "overhemd"; `edits` away 1 − edits ÷ (term length + 1), so one typo in
 * "ovrhemd" scores 0.875. The back end computes the same in SQL.
 */
export function matchQuality(kind: "exact" | "prefix" | "fuzzy", termLength: number, edits = 0): number {
  if (kind === "exact") return 1;
  if (kind === "prefix") return 0.8;
  return 1 - edits / (termLength + 1);
}

/**
 * A product's score: the boosted match quality of each term's best word per field, summed and
 * divided by the most a query of that many terms can score (every term exact in every field),
 * so a score is 0 to 1 and §9's min score 0.02 means the same for a query of any length.
 */
export function normalizedScore(fieldScores: number, terms: number, boosts: Record<SearchField, number> = SEARCH_BOOSTS): number {
  const best = terms * (boosts.name + boosts.sku + boosts.category);
  return best === 0 ? 0 : fieldScores / best;
}
