import type { CatalogSearchRequest } from "@shop/catalog-pricing";
import type { ShopConfig } from "@shop/core";
import type { Queryable } from "../db/database";
import { normalizeSearchWindow } from "./rules/search-window";
import { childrenSql, columnNameFor, fieldSource, filtersSql, jsonPath, likePattern, liveStockSql, orderSql, Params, valueSql } from "./search-sql";
import { analyzeQuery, relevanceCtes, type AnalyzedQuery } from "./relevance/relevance-sql";
import { textConfigOfIndex } from "./relevance/text-config";
import { filterSource } from "./source-fields";
import { overlayStock } from "./stock-overlay";

export const ENTITY_TYPES = ["product", "category", "attribute", "taxrule", "url_rewrite"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The largest page a search returns (the category fetch size of commerce-core.md §9 is 4000). */
const MAX_SIZE = 5000;
const MAX_TERMS = 8;
const CHILDREN = "configurable_children";

export interface SearchHit {
  _index: string;
  _type: string;
  _id: string;
  _score: number | null;
  _source: unknown;
}

/** A bucket as a search engine answers it: a boolean key as 1/0 with `key_as_string` "true"/"false". */
export interface AggregationBucket {
  key: string | number;
  key_as_string?: string;
  doc_count: number;
  from?: number;
  to?: number;
}

export interface SearchReply {
  took: number;
  timed_out: false;
  hits: { total: number; max_score: number | null; hits: SearchHit[] };
  aggregations?: Record<string, { buckets: AggregationBucket[] }>;
}

function minimumShouldMatch(setting: string, terms: number): number {
  const percent = /^(\d+)%$/.exec(setting);
  return percent === null ? terms : Math.max(1, Math.ceil((terms * Number(percent[1])) / 100));
}

/**
 * Whether a category name of the document matches: the names only, not the entries' other keys
 * and values (slug, path, category_id), which would match most terms. A `category` that is not
 * an array matches nothing.
 */
const categoryNameMatches = (pattern: string) =>
  `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d.filter_doc->'category') = 'array' THEN d.filter_doc->'category' ELSE '[]'::jsonb END) category
    WHERE category->>'name' ILIKE ${pattern})`;

/**
 * The filtered documents as a CTE, shared by the hits and the aggregations. The hits query
 * leaves the documents out (`withDocs` false) so sorting and counting move ids, not whole
 * documents; the page's documents are joined afterwards. A product search's text is scored by
 * `relevanceCtes` (typos, stems, minimum match, boosts, min score: commerce-core.md §9); other
 * entity types match their name and sku as substrings.
 */
function matchedCte(
  index: string,
  entityType: EntityType,
  request: CatalogSearchRequest,
  config: ShopConfig,
  params: Params,
  mode: "hits" | "aggregations" | "both",
  relevance: AnalyzedQuery | undefined,
): { sql: string; hasText: boolean } {
  const withDocs = mode !== "hits";
  const where = [`d.index_name = ${params.add(index)}`, `d.entity_type = ${params.add(entityType)}`];
  where.push(...filtersSql(request.filter ?? {}, params));
  const terms = relevance === undefined && entityType !== "product" ? (request.query ?? "").split(/\s+/).filter((term) => term.length > 0).slice(0, MAX_TERMS) : [];
  let score = "NULL::double precision";
  let from = "catalog_document d";
  let ctes = "";
  if (relevance !== undefined) {
    ctes = `${relevanceCtes(index, relevance, config, params)}, `;
    from = "catalog_document d JOIN scored ON scored.entity_id = d.entity_id";
    score = "scored.score";
  } else if (entityType === "product" && (request.query ?? "").trim() !== "") {
    // Text without a word (only punctuation): nothing matches, as a search engine's match query with no terms.
    where.push("false");
  } else if (terms.length > 0) {
    const boosts = config.search.boosts;
    const termScores = terms.map((term) => {
      const pattern = params.add(likePattern(term));
      return `(CASE WHEN d.filter_doc->>'name' ILIKE ${pattern} THEN ${boosts.name ?? 4} ELSE 0 END
        + CASE WHEN d.filter_doc->>'sku' ILIKE ${pattern} THEN ${boosts.sku ?? 2} ELSE 0 END
        + CASE WHEN ${categoryNameMatches(pattern)} THEN ${boosts["category.name"] ?? 1} ELSE 0 END)`;
    });
    score = `(${termScores.join(" + ")})::double precision`;
    const matchedTerms = termScores.map((termScore) => `CASE WHEN ${termScore} > 0 THEN 1 ELSE 0 END`).join(" + ");
    where.push(`(${matchedTerms}) >= ${minimumShouldMatch(config.search.minimumShouldMatch, terms.length)}`);
  }
  // Sort keys only where they are read (the hits): an unused parameter has no type and fails the statement.
  // A JSON null is a missing value (SQL NULL, sorted last by orderSql), not jsonb's lowest value.
  const sortKeys = mode === "aggregations" ? [] : (request.sort ?? []).filter((entry) => entry.field !== "_score").map((entry, position) => `NULLIF(${valueSql(entry.field, "d", params)}, 'null'::jsonb) AS sort${position}`);
  // The children once, out of the compressed document, for the aggregations that read them (every terms aggregation does).
  const columns = ["d.entity_id", "d.sku", ...(withDocs ? ["d.doc", "d.filter_doc", `d.doc->'${CHILDREN}' AS ${CHILDREN}`] : []), ...sortKeys, `${score} AS score`];
  return { sql: `WITH ${ctes}matched AS (SELECT ${columns.join(", ")} FROM ${from} WHERE ${where.join(" AND ")})`, hasText: relevance !== undefined || terms.length > 0 };
}

/** The analysed text of a product search (undefined without text, or for another entity type). */
export async function relevanceOf(db: Queryable, config: ShopConfig, index: string, entityType: EntityType, request: CatalogSearchRequest): Promise<AnalyzedQuery | undefined> {
  if (entityType !== "product" || request.query === undefined) return undefined;
  return analyzeQuery(db, request.query, textConfigOfIndex(config, index), config);
}

/**
 * The values of `field` in each matched document as rows (entity_id, key), an array giving each
 * element; stock fields from the live stock, as the filters read them (`fieldSource`).
 */
function termValuesSql(field: string, params: Params): string {
  const source = fieldSource(field);
  const values = (json: string, path: string) => `jsonb_path_query(${json}, ${params.add(`${jsonPath(path)}[*]`)}::jsonpath) AS key`;
  if (source.kind === "stock") return `SELECT entity_id, ${values(liveStockSql("matched.sku", "matched.filter_doc->'stock'"), source.path)} FROM matched`;
  if (source.kind === "child-stock") {
    return `SELECT entity_id, ${values(liveStockSql("child->>'sku'", "child->'stock'"), source.path)} FROM matched, ${childrenSql(`jsonb_build_object('${CHILDREN}', matched.${CHILDREN})`)}`;
  }
  // A child's field from the children matchedCte took out of the document (a path on the array reads every element: lax jsonpath).
  if (field.startsWith(`${CHILDREN}.`)) return `SELECT entity_id, ${values(`matched.${CHILDREN}`, field.slice(CHILDREN.length + 1))} FROM matched`;
  return `SELECT entity_id, ${values(`matched.${columnNameFor(field)}`, field)} FROM matched`;
}

/** A terms bucket; a boolean key in a search engine's form (`key` 1 or 0, `key_as_string`), which clients parse as they parse any. */
const termsBucket = (key: string | number | boolean, doc_count: number): AggregationBucket =>
  typeof key === "boolean" ? { key: key ? 1 : 0, key_as_string: String(key), doc_count } : { key, doc_count };

const rangeKey = (from: number | undefined, to: number | undefined) => `${from === undefined ? "*" : from.toFixed(1)}-${to === undefined ? "*" : to.toFixed(1)}`;

/**
 * The aggregations of a request as columns over `matched` (one jsonb array of buckets each,
 * PostgreSQL materializes `matched` once as every one reads it) and how to read them back.
 */
function aggregationColumns(request: CatalogSearchRequest, config: ShopConfig, params: Params): { columns: string[]; read: (row: Record<string, unknown> | undefined) => NonNullable<SearchReply["aggregations"]> } {
  const termsAggs = request.aggs?.terms ?? [];
  const rangeAggs = request.aggs?.range ?? [];
  const termsColumns = termsAggs.map((terms, position) => {
    // A configurable counts once for a value its own field or any child has (a size filter lists the parent).
    return `(SELECT coalesce(jsonb_agg(jsonb_build_array(key, doc_count) ORDER BY doc_count DESC, key), '[]'::jsonb) FROM (
        SELECT key, count(DISTINCT entity_id)::int AS doc_count FROM (
          ${termValuesSql(terms.field, params)}
          UNION ${termValuesSql(`configurable_children.${terms.field}`, params)}) value
        WHERE jsonb_typeof(key) IN ('string', 'number', 'boolean')
        GROUP BY key ORDER BY doc_count DESC, key LIMIT ${params.add(terms.size ?? config.catalog.aggregationSize)}) top) AS t${position}`;
  });
  const rangeColumns = rangeAggs.map((range, position) => {
    const path = valueSql(range.field, "matched", params);
    const value = `(${path})::double precision`;
    const counts = range.ranges.map((bucket) => {
      const conditions = [
        ...(bucket.from === undefined ? [] : [`${value} >= ${params.add(bucket.from)}`]),
        ...(bucket.to === undefined ? [] : [`${value} < ${params.add(bucket.to)}`]),
      ];
      return `count(*) FILTER (WHERE ${conditions.length === 0 ? "true" : conditions.join(" AND ")})::int`;
    });
    return `(SELECT jsonb_build_array(${counts.join(", ")}) FROM matched WHERE jsonb_typeof(${path}) = 'number') AS r${position}`;
  });
  const read = (row: Record<string, unknown> | undefined) => {
    const result: NonNullable<SearchReply["aggregations"]> = {};
    termsAggs.forEach((terms, position) => {
      const buckets = (row?.[`t${position}`] as [string | number | boolean, number][] | undefined | null) ?? [];
      result[`agg_terms_${terms.field}`] = { buckets: buckets.map(([key, doc_count]) => termsBucket(key, doc_count)) };
    });
    rangeAggs.forEach((range, position) => {
      const counts = (row?.[`r${position}`] as number[] | undefined | null) ?? [];
      result[`agg_range_${range.field}`] = {
        buckets: range.ranges.map((bucket, at) => ({ key: rangeKey(bucket.from, bucket.to), ...(bucket.from === undefined ? {} : { from: bucket.from }), ...(bucket.to === undefined ? {} : { to: bucket.to }), doc_count: counts[at] ?? 0 })),
      };
    });
    return result;
  };
  return { columns: [...termsColumns, ...rangeColumns], read };
}

type HitRow = { entity_id: string | null; doc: Record<string, unknown>; score: number | null; total: number | null } & Record<string, unknown>;

/**
 * Runs a catalogue search against one store view's index, search-engine style. With
 * aggregations, hits, total and aggregations come from one statement over one `matched` (a row per
 * hit, or one row of aggregations alone when the page is empty), so a listing filters once.
 */
export async function searchCatalog(db: Queryable, config: ShopConfig, index: string, entityType: EntityType, request: CatalogSearchRequest): Promise<SearchReply> {
  const started = Date.now();
  const window = normalizeSearchWindow(request, config.search.defaultSize);
  const relevance = await relevanceOf(db, config, index, entityType, request);
  const params = new Params();
  const withAggregations = (request.aggs?.terms?.length ?? 0) + (request.aggs?.range?.length ?? 0) > 0;
  const cte = matchedCte(index, entityType, request, config, params, withAggregations ? "both" : "hits", relevance);
  const order = orderSql(request.sort ?? [], cte.hasText);
  const page = `page AS (
       SELECT entity_id, score, count(*) OVER ()::int AS total, row_number() OVER (ORDER BY ${order}) AS position
       FROM matched ORDER BY ${order} LIMIT ${params.add(Math.min(window.size, MAX_SIZE))} OFFSET ${params.add(window.from)})`;
  const join = `JOIN catalog_document d ON d.index_name = ${params.add(index)} AND d.entity_type = ${params.add(entityType)} AND d.entity_id = page.entity_id`;
  let rows: HitRow[];
  let total: number;
  let aggregations: SearchReply["aggregations"];
  if (withAggregations) {
    const aggs = aggregationColumns(request, config, params);
    const all = await db.query<HitRow & { matched_total: number }>(
      `${cte.sql}, ${page}, aggs AS (SELECT (SELECT count(*) FROM matched)::int AS matched_total, ${aggs.columns.join(", ")})
       SELECT hit.entity_id, hit.score, hit.doc, aggs.* FROM aggs
       LEFT JOIN (SELECT page.entity_id, page.score, page.position, d.doc FROM page ${join}) hit ON true
       ORDER BY hit.position`,
      params.values,
    );
    aggregations = aggs.read(all[0]);
    total = all[0]?.matched_total ?? 0;
    rows = all.filter((row) => row.entity_id !== null);
  } else {
    rows = await db.query<HitRow>(`${cte.sql}, ${page} SELECT page.entity_id, page.score, page.total, d.doc FROM page ${join} ORDER BY page.position`, params.values);
    const pageTotal = rows[0]?.total;
    if (pageTotal === undefined || pageTotal === null) {
      // Past the last hit: the page holds no row to carry the total.
      const countParams = new Params();
      const countCte = matchedCte(index, entityType, request, config, countParams, "hits", relevance);
      total = (await db.query<{ total: number }>(`${countCte.sql} SELECT count(*)::int AS total FROM matched`, countParams.values))[0]?.total ?? 0;
    } else total = pageTotal;
  }
  const docs = rows.map((row) => row.doc);
  if (entityType === "product") await overlayStock(db, docs);
  const source = request._source;
  const includes = Array.isArray(source) ? source : source?.includes;
  const excludes = Array.isArray(source) ? undefined : source?.excludes;
  const hits = rows.map((row, position) => ({
    _index: index,
    _type: entityType,
    _id: String(row.entity_id),
    _score: row.score ?? 1,
    _source: filterSource(docs[position], includes, excludes),
  }));
  const reply: SearchReply = {
    took: Date.now() - started,
    timed_out: false,
    hits: { total, max_score: hits.length === 0 ? null : Math.max(...hits.map((hit) => hit._score)), hits },
  };
  if (request.aggs !== undefined) reply.aggregations = aggregations ?? {};
  return reply;
}

/**
 * The lowest and highest number of `field` among the documents a request matches (the price
 * facet's bounds), undefined when none has a number there. The request's own sort, window and
 * aggregations are ignored.
 */
export async function numericBounds(db: Queryable, config: ShopConfig, index: string, entityType: EntityType, request: CatalogSearchRequest, field: string): Promise<{ min: number; max: number } | undefined> {
  const relevance = await relevanceOf(db, config, index, entityType, request);
  const params = new Params();
  const cte = matchedCte(index, entityType, request, config, params, "aggregations", relevance);
  const value = valueSql(field, "matched", params);
  const [row] = await db.query<{ min: number | null; max: number | null }>(
    `${cte.sql} SELECT min((${value})::double precision) AS min, max((${value})::double precision) AS max FROM matched WHERE jsonb_typeof(${value}) = 'number'`,
    params.values,
  );
  return row?.min === null || row?.min === undefined || row.max === null ? undefined : { min: row.min, max: row.max };
}
