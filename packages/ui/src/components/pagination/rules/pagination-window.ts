import { DEFAULT_BLOG_VISIBLE_PAGES } from "@shop/core";

/** presentation-content.md §9 "Pagination: 3 visible pages (shop), 5 (blog)". */
export const SHOP_VISIBLE_PAGES = 3;
/** @shop/core's ShopConfig default `blog.paginationVisiblePages`. */
export const BLOG_VISIBLE_PAGES = DEFAULT_BLOG_VISIBLE_PAGES;

/**
 * The current page within 1…totalPages (a stale ?page=12 of a list now 10 pages long is page
 * 10); 1 without pages. Every other rule, and the links, start from it.
 */
export function clampPage(currentPage: number, totalPages: number): number {
  const total = Math.max(Math.floor(totalPages), 1);
  const page = Number.isFinite(currentPage) ? Math.floor(currentPage) : 1;
  return Math.min(Math.max(page, 1), total);
}

/**
 * The numbered pages to show: `visible` consecutive pages with the current one centred where
 * possible, shifted to stay within 1…totalPages. The current page is clamped into range.
 */
export function paginationWindow(currentPage: number, totalPages: number, visible: number = SHOP_VISIBLE_PAGES): number[] {
  const total = Math.max(Math.floor(totalPages), 0);
  if (total === 0) return [];
  const count = Math.min(Math.max(Math.floor(visible), 1), total);
  const current = clampPage(currentPage, total);
  const start = Math.min(Math.max(current - Math.floor((count - 1) / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** §2: previous/next arrows are hidden when disabled, i.e. on the first/last page (of the clamped current page). */
export function paginationArrows(currentPage: number, totalPages: number): { previous: boolean; next: boolean } {
  const current = clampPage(currentPage, totalPages);
  return { previous: current > 1, next: current < totalPages };
}

export interface PaginationVisibilityInput {
  loadedCount: number;
  totalCount: number;
  loading: boolean;
}

/** §2: "Shown only when fewer items are loaded than the total and nothing is loading." */
export function showPagination({ loadedCount, totalCount, loading }: PaginationVisibilityInput): boolean {
  return !loading && loadedCount < totalCount;
}
