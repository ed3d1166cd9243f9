import { cx } from "../../internal/cx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { clampPage, paginationArrows, paginationWindow, SHOP_VISIBLE_PAGES, showPagination } from "./rules/pagination-window";

export interface PaginationProps {
  /** 1-based. */
  currentPage: number;
  totalPages: number;
  /** The address of a page (category pages omit ?page for page 1, presentation-content.md §2). */
  hrefForPage: (page: number) => string;
  /** §9: 3 (shop, default) or 5 (blog). */
  visiblePages?: number;
  /** §2 visibility: shown only when fewer items are loaded than the total and nothing is loading. */
  loadedCount?: number;
  totalCount?: number;
  loading?: boolean;
  className?: string;
}

/**
 * Pagination of presentation-content.md §2: previous and next arrows (hidden, not greyed,
 * when there is no such page) around numbered links, 3 visible by default and 5 on the blog
 * (§9), 40 px items. Renders nothing unless fewer items are loaded than the total and
 * nothing is loading (when counts are given) and there is more than one page.
 */
export function Pagination({
  currentPage,
  totalPages,
  hrefForPage,
  visiblePages = SHOP_VISIBLE_PAGES,
  loadedCount,
  totalCount,
  loading = false,
  className,
}: PaginationProps) {
  const t = useTranslate();
  const counted = loadedCount !== undefined && totalCount !== undefined;
  const visible = totalPages > 1 && (counted ? showPagination({ loadedCount, totalCount, loading }) : !loading);
  if (!visible) return null;

  // A current page beyond the end (a stale ?page=) counts as the last: arrows link from there.
  const current = clampPage(currentPage, totalPages);
  const pages = paginationWindow(current, totalPages, visiblePages);
  const arrows = paginationArrows(current, totalPages);

  return (
    <nav className={cx("shop-pagination", className)} aria-label={t("Pagination")}>
      <ul className="shop-pagination__list">
        {arrows.previous && (
          <li>
            <ShopLink className="shop-pagination__item shop-pagination__arrow" rel="prev" aria-label={t("Previous")} href={hrefForPage(current - 1)}>
              <ChevronLeftIcon size={20} />
            </ShopLink>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <ShopLink
              className={cx("shop-pagination__item", page === current && "shop-pagination__item--current")}
              aria-label={t("Page {{page}}", { page })}
              aria-current={page === current ? "page" : undefined}
              href={hrefForPage(page)}
            >
              {page}
            </ShopLink>
          </li>
        ))}
        {arrows.next && (
          <li>
            <ShopLink className="shop-pagination__item shop-pagination__arrow" rel="next" aria-label={t("Next")} href={hrefForPage(current + 1)}>
              <ChevronRightIcon size={20} />
            </ShopLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
