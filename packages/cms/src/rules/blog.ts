/**
 * The blog (presentation-content.md §2 Blog page, §6 "Blog stories cache", §7 Blog, §9 "Blog
 * page size 8; pagination 5 links").
 */
export const BLOG_TITLE_FALLBACK = "The Journal.";

/** §7: "first page 1; offset (page-1)*size". A page below 1 or not a whole number reads as 1. */
export function blogOffset(page: number, size: number): number {
  const whole = Number.isInteger(page) && page >= 1 ? page : 1;
  return (whole - 1) * size;
}

/** The `page` query parameter: a whole number ≥ 1, else 1 (§2 "query param page, default 1"). */
export function blogPageOf(raw: string | null | undefined): number {
  if (raw == null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** §7: "store-view prefix removed from the slug" ("en/blog" → "blog"). */
export function blogSlugOf(slug: string, storeCodes: readonly string[]): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, "");
  const [first, ...rest] = trimmed.split("/");
  return first !== undefined && storeCodes.includes(first) && rest.length > 0 ? rest.join("/") : trimmed;
}

/** §6 "Blog stories cache: keyed by store url + slug + size + offset". */
export function blogCacheKey(parts: { storeUrl: string; slug: string; size: number; offset: number }): string {
  return `${parts.storeUrl}|${parts.slug}|${parts.size}|${parts.offset}`;
}

/** The page title: the blog story's title, else 'The Journal.'. */
export function blogTitle(title: string | null | undefined): string {
  return title != null && title.trim() !== "" ? title : BLOG_TITLE_FALLBACK;
}

export function blogPageCount(total: number, size: number): number {
  return total <= 0 ? 1 : Math.ceil(total / size);
}

export interface HeadLink {
  rel: "canonical" | "prev" | "next";
  href: string;
}

function withPage(path: string, page: number): string {
  if (page <= 1) return path;
  return `${path}${path.includes("?") ? "&" : "?"}page=${page}`;
}

/**
 * §2 "The canonical link carries ?page=N when page>1, with rel next/prev links": prev from
 * page 2 (page 1 has no `?page`), next while a later page exists.
 */
export function blogHeadLinks(path: string, page: number, total: number, size: number): HeadLink[] {
  const pages = blogPageCount(total, size);
  const links: HeadLink[] = [{ rel: "canonical", href: withPage(path, page) }];
  if (page > 1) links.push({ rel: "prev", href: withPage(path, page - 1) });
  if (page < pages) links.push({ rel: "next", href: withPage(path, page + 1) });
  return links;
}
