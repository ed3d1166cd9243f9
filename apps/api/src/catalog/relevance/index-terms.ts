import { searchWords, type SearchField } from "@shop/search";
import type { Queryable } from "../../db/database";

const BATCH = 2000;

interface ProductText {
  entity_id: string;
  name: string | null;
  sku: string | null;
  categories: string[] | null;
}

/**
 * Rebuilds the search words of one index (migration 015): the words of every product's name, sku
 * and category names (`searchWords`: lower case, no accents), plus their stems in the index's
 * language (`to_tsvector`), so "overhemden" finds "overhemd" and "shirts" finds "shirt".
 * Run after the documents are written (the seed; a start that finds an index without words).
 * Products not visible individually (visibility 1: a configurable's sizes) have no words: a search
 * finds their parent, whose sku their own starts with, and the words stay six times fewer.
 */
export async function indexSearchTerms(tx: Queryable, index: string, textConfig: string): Promise<void> {
  await tx.query("DELETE FROM search_term WHERE index_name = $1", [index]);
  await tx.query("DELETE FROM search_word WHERE index_name = $1", [index]);
  const products = await tx.query<ProductText>(
    `SELECT entity_id, filter_doc->>'name' AS name, sku,
       (SELECT array_agg(category->>'name') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(filter_doc->'category') = 'array' THEN filter_doc->'category' ELSE '[]'::jsonb END) category
        WHERE category->>'name' IS NOT NULL) AS categories
     FROM catalog_document WHERE index_name = $1 AND entity_type = 'product' AND coalesce(filter_doc->>'visibility', '') <> '1'`,
    [index],
  );
  const rows: { w: string; f: SearchField; e: string }[] = [];
  for (const product of products) {
    const fields: [SearchField, string[]][] = [
      ["name", searchWords(product.name ?? "")],
      ["sku", searchWords(product.sku ?? "")],
      ["category", (product.categories ?? []).flatMap((name) => searchWords(name))],
    ];
    for (const [field, words] of fields) for (const word of new Set(words)) rows.push({ w: word, f: field, e: product.entity_id });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx.query(
      `INSERT INTO search_term (index_name, word, field, entity_id)
       SELECT $1, w, f, e FROM jsonb_to_recordset($2::jsonb) AS row(w text, f text, e text) ON CONFLICT DO NOTHING`,
      [index, JSON.stringify(rows.slice(start, start + BATCH))],
    );
  }
  // The stems, through the language's snowball stemmer (a stop word has none; a sku keeps its own words).
  await tx.query(
    `INSERT INTO search_term (index_name, word, field, entity_id)
     SELECT DISTINCT t.index_name, stem.lexeme, t.field, t.entity_id
     FROM search_term t, unnest(to_tsvector($2::regconfig, t.word)) stem
     WHERE t.index_name = $1 AND t.field <> 'sku' AND stem.lexeme <> t.word
     ON CONFLICT DO NOTHING`,
    [index, textConfig],
  );
  await tx.query("INSERT INTO search_word (index_name, word) SELECT DISTINCT index_name, word FROM search_term WHERE index_name = $1", [index]);
}

/** Indexes every listed index that has product documents but no words yet (a database seeded before migration 015). */
export async function indexMissingSearchTerms(tx: Queryable, indexes: { index: string; textConfig: string }[]): Promise<string[]> {
  const done: string[] = [];
  for (const { index, textConfig } of indexes) {
    const [state] = await tx.query<{ has_products: boolean; has_words: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM catalog_document WHERE index_name = $1 AND entity_type = 'product') AS has_products,
              EXISTS (SELECT 1 FROM search_word WHERE index_name = $1) AS has_words`,
      [index],
    );
    if (state?.has_products === true && !state.has_words) {
      await indexSearchTerms(tx, index, textConfig);
      done.push(index);
    }
  }
  return done;
}
