import { listingFiltersFromQuery, listingFiltersToQuery, type ListingFilter } from "../rules/listing-filters";
import { listingRouteOf } from "./listing-route";
import { LISTING_SORTS, type ListingQuery, type ListingRoute, type ListingSort } from "./listing.types";

/** The query parameters of a listing besides the `f.` filters. */
export const PAGE_PARAM = "page";
export const SORT_PARAM = "sort";
export const SEARCH_TEXT_PARAM = "q";

export interface ListingUrlOptions {
  /** The route when the caller's router already knows it (else read from the url's path). */
  route?: ListingRoute;
  /**
   * The filter ids a category listing accepts (presentation-content.md §2 "Only route params in
   * the valid category search options are accepted"): the catalogue's default filters
   * (`catalog.defaultFilters`: color, price, size, wever). Others are dropped. Service pages
   * (landing, search) accept every `f.` filter: their facets are the service's.
   */
  categoryFilters?: readonly string[];
}

export class NotAListingError extends Error {
  constructor(path: string) {
    super(`${path} is not a listing route (/c/{slug}, /l/elevate/…, /catalogsearch/result/)`);
    this.name = "NotAListingError";
  }
}

const isSort = (value: string | null): value is ListingSort => value !== null && (LISTING_SORTS as readonly string[]).includes(value);

/** A page number of the URL: a whole number ≥ 1, else page 1. */
function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number.parseInt(value, 10));
}

/**
 * URL → state (pure): the listing query of a url (absolute or a path with its query). Filters
 * only from `f.`-prefixed parameters (a JSON array of 2+ entries is a min/max range); on a
 * category only the valid category search options; `sort` one of the five sort ids, else the
 * default; `page` ≥ 1; `q` on search results only. Throws `NotAListingError` for any other path.
 */
export function listingQueryFromUrl(url: string | URL, options: ListingUrlOptions = {}): ListingQuery {
  const parsed = typeof url === "string" ? new URL(url, "http://listing.invalid") : url;
  const route = options.route ?? listingRouteOf(parsed.pathname);
  if (route === null) throw new NotAListingError(parsed.pathname);
  let filters: Record<string, ListingFilter> = listingFiltersFromQuery(parsed.searchParams);
  if (route.kind === "category" && options.categoryFilters !== undefined) {
    const allowed = new Set(options.categoryFilters);
    filters = Object.fromEntries(Object.entries(filters).filter(([id]) => allowed.has(id)));
  }
  const sort = parsed.searchParams.get(SORT_PARAM);
  const q = parsed.searchParams.get(SEARCH_TEXT_PARAM)?.trim();
  return {
    route,
    ...(route.kind === "search" && q !== undefined && q !== "" && { q }),
    filters,
    ...(isSort(sort) && { sort }),
    page: pageOf(parsed.searchParams.get(PAGE_PARAM)),
  };
}

/**
 * State → URL (pure): the route's path, then `q`, the filters (sorted by id), `sort` and `page`
 * (omitted for page 1, presentation-content.md §2). The same query always gives the same url, so
 * a listing is a shareable, cacheable address a server can render.
 */
export function listingUrlFromQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.route.kind === "search" && query.q !== undefined && query.q.trim() !== "") params.append(SEARCH_TEXT_PARAM, query.q.trim());
  for (const [name, value] of listingFiltersToQuery(query.filters)) params.append(name, value);
  if (query.sort !== undefined) params.append(SORT_PARAM, query.sort);
  if (query.page > 1) params.append(PAGE_PARAM, String(Math.floor(query.page)));
  const text = params.toString();
  return text === "" ? query.route.path : `${query.route.path}?${text}`;
}

/** The same query on another page (pagination links: `hrefForPage` of @shop/ui's ListingGrid). */
export function listingUrlForPage(query: ListingQuery, page: number): string {
  return listingUrlFromQuery({ ...query, page });
}
