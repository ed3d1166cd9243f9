import type { AggregationBucket } from "../search.schemas";

/** One page of an entity search (presentation-content.md §7: items, total, perPage, aggregations). */
export interface SearchResult<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
  /** Buckets by aggregation name (`agg_terms_{field}`, `agg_range_{field}`). */
  aggregations: Record<string, AggregationBucket[]>;
  /** commerce-core.md §8: a search while offline answers empty with this flag. */
  offline: boolean;
  fromCache: boolean;
  /** The request hash the result is cached under. */
  hash: string;
}

export function emptySearchResult<T>(hash: string, start: number, perPage: number, offline: boolean): SearchResult<T> {
  return { items: [], total: 0, start, perPage, aggregations: {}, offline, fromCache: false, hash };
}
