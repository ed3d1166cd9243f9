import { formatIssuesInline, toConfigIssues, type ConfigIssue } from "@shop/core";
import type { z } from "zod";
import { catalogSearchRequestSchema, type CatalogSearchRequestInput, type filterConditionSchema, type searchAggregationsSchema, type SortField } from "../search.schemas";
import { clampSearchWindow } from "./search-window";

/** A filter as callers write it: a scalar (eq), an array (in), or `{ in | eq | gt | gte | lt | lte | range }`. */
export type FilterInput = z.input<typeof filterConditionSchema>;

/** An entity search (commerce-core.md §7 "filters (in, eq, gt), sort, start, size, included/excluded fields"). */
export interface EntityQuery {
  filter?: Record<string, FilterInput>;
  /** "field:asc,other:desc" (the config's sort option values) or a list of fields. */
  sort?: string | readonly SortField[];
  start?: number;
  size?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
  /** Full-text query on name, sku and category name. */
  query?: string;
  aggs?: z.input<typeof searchAggregationsSchema>;
}

export interface SearchLimits {
  /** `search.defaultSize` (50). */
  defaultSize: number;
  /** `catalog.maxFilterQuerySize` (999): the most values an `in` filter may list. */
  maxFilterQuerySize: number;
}

/** A search the caller built wrong: nothing is sent, the issues say what to fix. */
export class SearchRequestError extends Error {
  readonly issues: readonly ConfigIssue[];
  constructor(issues: readonly ConfigIssue[]) {
    super(`Invalid catalogue search: ${formatIssuesInline(issues)}`);
    this.name = "SearchRequestError";
    this.issues = issues;
  }
}

const inValuesOf = (condition: FilterInput): readonly unknown[] | undefined =>
  Array.isArray(condition) ? condition : typeof condition === "object" && condition !== null && "in" in condition ? condition.in : undefined;

/**
 * The wire body of POST/GET /api/catalog/{index}/{type}/_search for a query: the window
 * clamped (size ≤ 0 → 50, negative start → 0), sort as "field:dir", `_source` from the
 * included/excluded fields. Checked against the wire schema, so a bad query fails here
 * with a clear `SearchRequestError` instead of a 400 from the server.
 */
export function buildSearchRequest(query: EntityQuery, limits: SearchLimits): CatalogSearchRequestInput {
  const issues: ConfigIssue[] = [];
  for (const [field, condition] of Object.entries(query.filter ?? {})) {
    const values = inValuesOf(condition);
    if (values !== undefined && values.length > limits.maxFilterQuerySize) {
      issues.push({ path: `filter.${field}`, message: `lists ${values.length} values; at most ${limits.maxFilterQuerySize} (catalog.maxFilterQuerySize) are allowed, split the search` });
    }
  }
  const { start, size } = clampSearchWindow({ start: query.start, size: query.size }, limits.defaultSize);
  const sort = typeof query.sort === "string" ? query.sort : query.sort?.map((entry) => `${entry.field}:${entry.order}`).join(",");
  const includes = query.includeFields === undefined ? undefined : [...query.includeFields];
  const excludes = query.excludeFields === undefined ? undefined : [...query.excludeFields];
  const body: CatalogSearchRequestInput = {
    ...(query.query !== undefined && query.query.trim().length > 0 && { query: query.query.trim() }),
    ...(query.filter !== undefined && Object.keys(query.filter).length > 0 && { filter: query.filter }),
    ...(sort !== undefined && sort.length > 0 && { sort }),
    from: start,
    size,
    ...((includes !== undefined || excludes !== undefined) && { _source: { ...(includes && { includes }), ...(excludes && { excludes }) } }),
    ...(query.aggs !== undefined && { aggs: query.aggs }),
  };
  const parsed = catalogSearchRequestSchema.safeParse(body);
  if (!parsed.success) {
    issues.push(...toConfigIssues(parsed.error.issues));
  }
  if (issues.length > 0) throw new SearchRequestError(issues);
  return body;
}
