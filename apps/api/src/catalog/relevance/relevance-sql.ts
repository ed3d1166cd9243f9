import { maxEditsFor, minimumMatchCount, queryTerms, SEARCH_BOOSTS, type SearchField } from "@shop/search";
import type { ShopConfig } from "@shop/core";
import type { Queryable } from "../../db/database";
import type { Params } from "../search-sql";

/** A query term as the relevance query reads it: the word, its stem, how many typos it may have. */
export interface AnalyzedTerm {
  term: string;
  stem: string | null;
  edits: number;
}

export interface AnalyzedQuery {
  terms: AnalyzedTerm[];
  /** How many of the terms a product must match (§9 minimum match 75%). */
  minimumMatch: number;
}

/**
 * The terms of a query in the index's language: its words (`queryTerms`) with their stems
 * (`to_tsvector`); stop words ("for", "de", "und") are dropped unless the query is nothing else,
 * so "shirt for men" asks 2 of 2 words, not 3 of 3. Undefined for a query without words.
 */
export async function analyzeQuery(db: Queryable, query: string, textConfig: string, config: ShopConfig): Promise<AnalyzedQuery | undefined> {
  const words = queryTerms(query);
  if (words.length === 0) return undefined;
  const rows = await db.query<{ term: string; stem: string | null }>(
    `SELECT term, (SELECT min(lexeme) FROM unnest(to_tsvector($2::regconfig, term))) AS stem FROM unnest($1::text[]) WITH ORDINALITY AS q(term, position) ORDER BY position`,
    [words, textConfig],
  );
  const meaningful = rows.filter((row) => row.stem !== null);
  const kept = meaningful.length > 0 ? meaningful : rows;
  const terms = kept.map((row) => ({ term: row.term, stem: row.stem, edits: maxEditsFor(row.term, config.search.fuzziness) }));
  return { terms, minimumMatch: minimumMatchCount(config.search.minimumShouldMatch, terms.length) };
}

/** The boosts of the three fields: ShopConfig's (keys name, sku, category.name), else §9's. */
export function boostsOf(config: ShopConfig): Record<SearchField, number> {
  const boosts = config.search.boosts;
  return { name: boosts.name ?? SEARCH_BOOSTS.name, sku: boosts.sku ?? SEARCH_BOOSTS.sku, category: boosts["category.name"] ?? SEARCH_BOOSTS.category };
}

/**
 * CTEs (without WITH) that end in `scored (entity_id, score)`: the products of `index` matching
 * the query. Each term is matched against the index's words (search_word): the word or its stem
 * (quality 1), a word it starts (3+ characters, 0.8; `matchQuality` of @shop/search) or a word at
 * most `edits` typos away (Levenshtein, 1 − edits ÷ (length + 1)). A product scores the best
 * quality of each term per field times the field's boost, normalized by what every term exact in
 * every field would score (`normalizedScore`); it must match `minimumMatch` terms and score at
 * least min score (§9: 0.02).
 */
export function relevanceCtes(index: string, query: AnalyzedQuery, config: ShopConfig, params: Params): string {
  const boosts = boostsOf(config);
  const best = query.terms.length * (boosts.name + boosts.sku + boosts.category);
  const idx = params.add(index);
  return `q AS (
      SELECT term, stem, edits, position::int AS position, length(term) AS len
      FROM unnest(${params.add(query.terms.map((entry) => entry.term))}::text[], ${params.add(query.terms.map((entry) => entry.stem))}::text[], ${params.add(query.terms.map((entry) => entry.edits))}::int[])
        WITH ORDINALITY AS t(term, stem, edits, position)),
    word_match AS (
      -- Three lookups, each by its own index of search_word: the word or its stem (primary key),
      -- the words a term of 3+ characters starts (text_pattern_ops), the words of a length within
      -- the term's edits, checked by Levenshtein distance (the length index).
      SELECT q.position, w.word, 1.0::double precision AS quality FROM q JOIN search_word w ON w.index_name = ${idx} AND (w.word = q.term OR w.word = q.stem)
      UNION ALL
      SELECT q.position, w.word, 0.8 FROM q JOIN search_word w ON w.index_name = ${idx} AND q.len >= 3 AND w.word LIKE q.term || '%'
      UNION ALL
      SELECT q.position, w.word, 1.0 - levenshtein_less_equal(q.term, w.word, q.edits)::double precision / (q.len + 1)
      FROM q JOIN search_word w ON w.index_name = ${idx} AND q.edits > 0 AND length(w.word) BETWEEN q.len - q.edits AND q.len + q.edits
      WHERE levenshtein_less_equal(q.term, w.word, q.edits) <= q.edits),
    candidate AS (SELECT position, word, max(quality) AS quality FROM word_match GROUP BY position, word),
    term_hit AS (
      SELECT t.entity_id, c.position, t.field, max(c.quality) AS quality
      FROM candidate c JOIN search_term t ON t.index_name = ${idx} AND t.word = c.word
      GROUP BY t.entity_id, c.position, t.field),
    scored AS (
      SELECT entity_id, sum(quality * CASE field WHEN 'name' THEN ${boosts.name} WHEN 'sku' THEN ${boosts.sku} ELSE ${boosts.category} END)::double precision / ${best} AS score
      FROM term_hit GROUP BY entity_id
      HAVING count(DISTINCT position) >= ${params.add(query.minimumMatch)}
        AND sum(quality * CASE field WHEN 'name' THEN ${boosts.name} WHEN 'sku' THEN ${boosts.sku} ELSE ${boosts.category} END)::double precision / ${best} >= ${params.add(config.search.minScore)})`;
}
