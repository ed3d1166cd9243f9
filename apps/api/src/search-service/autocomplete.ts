import { catalogSearchRequestSchema } from "@shop/catalog-pricing";
import { queryTerms, type AutocompleteReply, type AutocompleteRequest } from "@shop/search";
import { searchCatalog } from "../catalog/search";
import type { Services } from "../services";
import { cardProductOf, ticketOf } from "./cards";
import type { CatalogueContext } from "./catalogue";

/**
 * Autocomplete (presentation-content.md §3, §7): product suggestions are the search's best hits
 * (a typed word may be the start of a word: "overh" finds overhemden); phrase suggestions complete
 * the last word typed with the index's words that start with it, most products first, after the
 * words before it ("linnen overh" → "linnen overhemd").
 */
export async function autocomplete(services: Services, context: CatalogueContext, q: string, request: AutocompleteRequest, origin: string): Promise<AutocompleteReply> {
  const terms = queryTerms(q);
  const last = terms[terms.length - 1];
  if (last === undefined) return { productSuggestions: [], phraseSuggestions: [] };
  const [hits, words] = await Promise.all([
    request.productSuggestions.limit === 0
      ? Promise.resolve([])
      : searchCatalog(services.db, services.config.shop, context.index, "product", catalogSearchRequestSchema.parse({ query: q, filter: { visibility: { in: [3, 4] }, status: { eq: 1 } }, size: request.productSuggestions.limit })).then(
          (reply) => reply.hits.hits,
        ),
    request.phraseSuggestions.limit === 0
      ? Promise.resolve([])
      : services.db.query<{ word: string }>(
          // The words by their prefix index (migration 015), then how many products each names.
          `SELECT w.word FROM search_word w
           JOIN search_term t ON t.index_name = w.index_name AND t.word = w.word AND t.field <> 'sku'
           WHERE w.index_name = $1 AND w.word LIKE $2 AND w.word <> $3
           GROUP BY w.word ORDER BY count(DISTINCT t.entity_id) DESC, w.word LIMIT $4`,
          [context.index, `${last}%`, last, request.phraseSuggestions.limit],
        ),
  ]);
  const before = terms.slice(0, -1).join(" ");
  const prefix = before === "" ? "" : `${before} `;
  return {
    productSuggestions: hits.map((hit, position) => {
      const doc = hit._source as Record<string, unknown>;
      return cardProductOf(doc, context, ticketOf("autocomplete", String(doc.sku), position), origin);
    }),
    phraseSuggestions: words.map(({ word }) => ({ q: `${prefix}${word}`, highlighted: `${prefix}<em>${last}</em>${word.slice(last.length)}` })),
  };
}
