export { Pagination, type PaginationProps } from "./Pagination";
export { clampPage, paginationWindow, paginationArrows, showPagination, SHOP_VISIBLE_PAGES, BLOG_VISIBLE_PAGES, type PaginationVisibilityInput } from "./rules/pagination-window";
