/** commerce-core.md §9 "Page sizes: … product list 50". */
export const LISTING_PAGE_SIZE = 50;

/** Pages of a listing: at least 1 (an empty listing is one empty page). */
export function listingPageCount(totalCount: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));
}
