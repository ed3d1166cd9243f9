import type { ReactNode } from "react";
import { FetchFailedState } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";
import { Pagination } from "../pagination/Pagination";
import { LISTING_PAGE_SIZE, listingPageCount } from "./rules/listing-pages";

/** Skeleton cards while the first page loads: one row on the widest grid. */
const SKELETON_CARDS = 4;

export interface ListingGridProps<T> {
  /** The current page's products. */
  items: readonly T[];
  getKey: (item: T) => string;
  /** One grid cell, e.g. a ProductCard with `context="list"` and its `index` (§9 eager loading of the first cards). */
  renderItem: (item: T, index: number) => ReactNode;
  /** 1-based. */
  currentPage: number;
  /** The listing's total; with the page size it gives the pages. */
  totalCount: number;
  /** commerce-core.md §9 product list 50 (the search service's pages are 20, presentation-content.md §9). */
  pageSize?: number;
  /** A page's address: category pages omit ?page for page 1 (presentation-content.md §2). */
  hrefForPage: (page: number) => string;
  loading?: boolean;
  /** The page could not be fetched: 'Can't fetch data, please try again later', with Try again when `onRetry` is given. */
  failed?: boolean;
  onRetry?: () => void;
  /** Shown instead of the grid when the page has no products (e.g. `<EmptyResults>`). */
  empty?: ReactNode;
  /** Names the list for screen readers, e.g. the category's name. */
  label?: string;
  className?: string;
}

/**
 * The listing's grid of product cards: 2 columns on phones, 3 from 768 px, 4 from 1024 px
 * (CSS only, so the server's HTML is the phone's and the desktop's alike), with the shop's
 * pagination under it (presentation-content.md §2: shown when there is more than one page and
 * nothing is loading). While the first page loads, skeleton cards; while another loads, the
 * current cards stay, busy under a running bar.
 */
export function ListingGrid<T>({ items, getKey, renderItem, currentPage, totalCount, pageSize = LISTING_PAGE_SIZE, hrefForPage, loading = false, failed = false, onRetry, empty, label, className }: ListingGridProps<T>) {
  const t = useTranslate();
  if (failed) return <FetchFailedState onRetry={onRetry} className={cx("shop-listing-grid", className)} />;
  if (loading && items.length === 0) {
    return (
      <div className={cx("shop-listing-grid", className)}>
        <p role="status" className="shop-visually-hidden">
          {t("Loading…")}
        </p>
        <ul className="shop-listing-grid__items" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="shop-listing-grid__skeleton">
              <span className="shop-listing-grid__skeleton-image" />
              <span className="shop-listing-grid__skeleton-line" />
              <span className="shop-listing-grid__skeleton-line shop-listing-grid__skeleton-line--short" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (items.length === 0) return <div className={cx("shop-listing-grid", className)}>{empty}</div>;
  return (
    <div className={cx("shop-listing-grid", loading && "shop-listing-grid--loading", className)} aria-busy={loading || undefined}>
      <ul className="shop-listing-grid__items" aria-label={label}>
        {items.map((item, index) => (
          <li key={getKey(item)} className="shop-listing-grid__cell">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <Pagination className="shop-listing-grid__pagination" currentPage={currentPage} totalPages={listingPageCount(totalCount, pageSize)} hrefForPage={hrefForPage} loading={loading} />
    </div>
  );
}
