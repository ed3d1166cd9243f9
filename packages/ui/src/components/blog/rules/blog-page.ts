/** presentation-content.md §9 "Blog page size: 8; pagination 5 links" (ShopConfig `blog.pageSize`). */
export const BLOG_PAGE_SIZE = 8;
/** §2 "Page title falls back to 'The Journal.'" (an i18n key). */
export const BLOG_TITLE_FALLBACK = "The Journal.";

/** §2 "query param page, default 1": a whole number from 1, anything else is page 1. */
export function blogPageFromQuery(value: string | null | undefined): number {
  if (typeof value !== "string" || !/^\d+$/.test(value.trim())) return 1;
  const page = Number.parseInt(value, 10);
  return page >= 1 ? page : 1;
}

/** §7 "offset (page-1)*8". */
export function blogOffset(page: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** How many pages `total` stories fill. */
export function blogPageCount(total: number, pageSize: number = BLOG_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** The story's title, or undefined when it has none (the page shows the §2 fallback 'The Journal.'). */
export function blogTitle(title: string | null | undefined): string | undefined {
  const trimmed = typeof title === "string" ? title.trim() : "";
  return trimmed === "" ? undefined : trimmed;
}

/** A page of the overview: the blog's own address for page 1, `?page=N` after (§2). */
export function blogPageHref(blogPath: string, page: number): string {
  return page > 1 ? `${blogPath}?page=${page}` : blogPath;
}

export interface BlogHeadLinks {
  canonical: string;
  prev?: string;
  next?: string;
}

/**
 * The head links of an overview page (§2 "The canonical link carries ?page=N when page>1,
 * with rel next/prev links"): the app puts them in the document head.
 */
export function blogHeadLinks(blogPath: string, page: number, totalPages: number): BlogHeadLinks {
  const current = Math.max(1, Math.min(Math.floor(page), Math.max(1, totalPages)));
  return {
    canonical: blogPageHref(blogPath, current),
    ...(current > 1 ? { prev: blogPageHref(blogPath, current - 1) } : {}),
    ...(current < totalPages ? { next: blogPageHref(blogPath, current + 1) } : {}),
  };
}

/** §2 "Cards link to the article (card link url, else the story's full slug)". */
export function blogCardHref({ cardLinkUrl, fullSlug }: { cardLinkUrl?: string | undefined; fullSlug: string }): string {
  const link = typeof cardLinkUrl === "string" ? cardLinkUrl.trim() : "";
  if (link !== "") return link;
  return fullSlug.startsWith("/") ? fullSlug : `/${fullSlug}`;
}
