import { ChevronLeftIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useLocale, useTranslate } from "../../text/text-context";
import { ContentBlocks } from "../content-blocks/ContentBlocks";
import { ContentOptionsProvider, type ContentOptions } from "../content-blocks/content-context";
import { ResponsiveImage } from "../content-blocks/ContentImage";
import type { ContentBlock, ImageAsset } from "../content-blocks/content-types";
import { BLOG_IMAGE_SRCSET_WIDTHS } from "../content-blocks/rules/content-image";
import { LoadingState } from "../../internal/content-states";
import { Breadcrumbs } from "../breadcrumbs/Breadcrumbs";
import { publishedDate } from "./published-date";

export interface BlogArticleProps extends ContentOptions {
  /** The article (§3 blog article: title, first_published_at, desktopAsset, mobileAsset, body blocks). */
  title: string;
  publishedAt?: string;
  desktopAsset?: ImageAsset;
  mobileAsset?: ImageAsset;
  body: readonly ContentBlock[];
  homeHref: string;
  blogHref: string;
  /** The story is still loading: a spinner instead of the body. */
  loading?: boolean;
}

/** A blog article: breadcrumbs Home > Blog > title, the title and date, the hero (§9 blog widths) and the body blocks, then back to the blog. */
export function BlogArticle({ title, publishedAt, desktopAsset, mobileAsset, body, homeHref, blogHref, loading = false, ...options }: BlogArticleProps) {
  const t = useTranslate();
  const locale = useLocale();
  const date = publishedDate(publishedAt, locale);
  return (
    <ContentOptionsProvider options={options}>
      <article className="shop-blog-article" aria-busy={loading || undefined}>
        <Breadcrumbs crumbs={[{ label: t("Home"), href: homeHref }, { label: t("Blog"), href: blogHref }, { label: title }]} />
        <header className="shop-blog-article__header">
          <h1 className="shop-blog__title">{title}</h1>
          {date && publishedAt ? (
            <time className="shop-blog-card__date" dateTime={publishedAt}>
              {date}
            </time>
          ) : null}
        </header>
        {desktopAsset ? <ResponsiveImage className="shop-blog__hero" desktop={desktopAsset} mobile={mobileAsset} widths={BLOG_IMAGE_SRCSET_WIDTHS} eager /> : null}
        {loading ? (
          <LoadingState className="shop-blog__loading" />
        ) : (
          <ContentBlocks blocks={body} {...options} />
        )}
        <ShopLink className="shop-blog-article__back" href={blogHref}>
          <ChevronLeftIcon size={18} />
          <span>{t("Back to the blog")}</span>
        </ShopLink>
      </article>
    </ContentOptionsProvider>
  );
}
