import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { ContentBlocks } from "../content-blocks/ContentBlocks";
import { ContentOptionsProvider, type ContentOptions } from "../content-blocks/content-context";
import { ResponsiveImage } from "../content-blocks/ContentImage";
import type { ContentBlock, ImageAsset } from "../content-blocks/content-types";
import { BLOG_IMAGE_SRCSET_WIDTHS } from "../content-blocks/rules/content-image";
import { Pagination } from "../pagination/Pagination";
import { BLOG_VISIBLE_PAGES } from "../pagination/rules/pagination-window";
import { ErrorState, LoadingState } from "../../internal/content-states";
import { BlogCard, type BlogCardData } from "./BlogCard";
import { Breadcrumbs } from "../breadcrumbs/Breadcrumbs";
import { BLOG_PAGE_SIZE, BLOG_TITLE_FALLBACK, blogPageCount, blogPageHref, blogTitle } from "./rules/blog-page";

export interface BlogOverviewProps extends ContentOptions {
  /** The blog story's title; without one the §2 fallback 'The Journal.'. */
  title?: string;
  homeHref: string;
  /** The blog's address in this store view (page 1), e.g. "/en/blog/". */
  blogHref: string;
  desktopAsset?: ImageAsset;
  mobileAsset?: ImageAsset;
  /** The blog story's body blocks, above the list. */
  body?: readonly ContentBlock[];
  /** This page's stories (at most a page). */
  articles: readonly BlogCardData[];
  /** All stories of the blog (§7 result.total). */
  total: number;
  /** 1-based (§2 ?page, default 1). */
  page: number;
  /** §9: 8 per page, 5 pagination links. */
  pageSize?: number;
  visiblePages?: number;
  loading?: boolean;
  /** The list could not be loaded; Try again calls onRetry. */
  error?: boolean;
  onRetry?: () => void;
}

/**
 * The blog page of presentation-content.md §2: breadcrumbs Home > Blog, the title (falling
 * back to 'The Journal.'), the hero (desktop and mobile asset, §9 blog srcset widths), body
 * blocks, 'Latest blogs' and a grid of cards with 5 pagination links (?page=N). The head's
 * canonical and rel next/prev are the app's (`blogHeadLinks`).
 */
export function BlogOverview({
  title,
  homeHref,
  blogHref,
  desktopAsset,
  mobileAsset,
  body,
  articles,
  total,
  page,
  pageSize = BLOG_PAGE_SIZE,
  visiblePages = BLOG_VISIBLE_PAGES,
  loading = false,
  error = false,
  onRetry,
  ...options
}: BlogOverviewProps) {
  const t = useTranslate();
  const latestId = useDomId("shop-blog-latest");
  const heading = blogTitle(title) ?? t(BLOG_TITLE_FALLBACK);
  const totalPages = blogPageCount(total, pageSize);
  return (
    <ContentOptionsProvider options={options}>
      <div className="shop-blog">
        <Breadcrumbs crumbs={[{ label: t("Home"), href: homeHref }, { label: t("Blog") }]} />
        <h1 className="shop-blog__title">{heading}</h1>
        {desktopAsset ? <ResponsiveImage className="shop-blog__hero" desktop={desktopAsset} mobile={mobileAsset} widths={BLOG_IMAGE_SRCSET_WIDTHS} eager /> : null}
        {body && body.length > 0 ? <ContentBlocks blocks={body} {...options} /> : null}
        <section className="shop-blog__latest" aria-labelledby={latestId} aria-busy={loading || undefined}>
          <h2 className="shop-blog__subtitle" id={latestId}>
            {t("Latest blogs")}
          </h2>
          {error && !loading ? (
            <ErrorState className="shop-blog__message" message="The articles could not be loaded." onRetry={onRetry} />
          ) : loading && articles.length === 0 ? (
            <LoadingState className="shop-blog__loading" />
          ) : articles.length === 0 ? (
            <p className="shop-blog__message">{t("There are no articles yet.")}</p>
          ) : (
            <ul className="shop-blog__grid">
              {articles.map((article) => (
                <li key={article.id}>
                  <BlogCard article={article} />
                </li>
              ))}
            </ul>
          )}
          {!error ? <Pagination currentPage={page} totalPages={totalPages} hrefForPage={(target) => blogPageHref(blogHref, target)} visiblePages={visiblePages} loading={loading} /> : null}
        </section>
      </div>
    </ContentOptionsProvider>
  );
}
