import type { ListingRoute } from "./listing.types";

/** presentation-content.md §2 route table: the listing routes. */
export const CATEGORY_ROUTE_SEGMENT = "/c/";
export const LANDING_ROUTE_SEGMENT = "/l/elevate/";
export const SEARCH_RESULTS_SEGMENT = "/catalogsearch/result";

/**
 * The listing route of a path, or null when the path is no listing: `/c/{slug}`,
 * `/l/elevate/…` and `/catalogsearch/result/`, after an optional store-code prefix (`/en/c/shirts`).
 */
export function listingRouteOf(pathname: string): ListingRoute | null {
  const path = pathname.replace(/\/{2,}/g, "/");
  const category = /^(?:\/[a-z]{2}(?:_[a-z]{2})?)?\/c\/([^/?#]+)\/?$/i.exec(path);
  if (category?.[1] !== undefined) return { kind: "category", path, slug: decodeURIComponent(category[1]) };
  if (/^(?:\/[a-z]{2}(?:_[a-z]{2})?)?\/l\/elevate(?:\/|$)/i.test(path)) return { kind: "landing", path };
  if (/^(?:\/[a-z]{2}(?:_[a-z]{2})?)?\/catalogsearch\/result\/?$/i.test(path)) return { kind: "search", path };
  return null;
}
