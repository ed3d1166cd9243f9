import { cx } from "../../internal/cx";
import { useLocale } from "../../text/text-context";
import { ContentImage } from "../content-blocks/ContentImage";
import { ContentLink } from "../content-blocks/ContentLink";
import type { ImageAsset } from "../content-blocks/content-types";
import { BLOG_IMAGE_SRCSET_WIDTHS } from "../content-blocks/rules/content-image";
import { publishedDate } from "./published-date";
import { blogCardHref } from "./rules/blog-page";

/** A blog story as a card shows it (§3 blog article: full_slug, first_published_at, title, cardImage, cardLink.url). */
export interface BlogCardData {
  id: string;
  title: string;
  fullSlug: string;
  cardLinkUrl?: string;
  cardImage?: ImageAsset;
  /** ISO date (first_published_at). */
  publishedAt?: string;
}

export interface BlogCardProps {
  article: BlogCardData;
  headingLevel?: 2 | 3;
  className?: string;
}

/** §2 blog card: the card image and title, linking to the article (card link url, else the full slug); the date under it. */
export function BlogCard({ article, headingLevel = 3, className }: BlogCardProps) {
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const date = publishedDate(article.publishedAt, locale);
  return (
    <article className={cx("shop-blog-card", className)}>
      <ContentLink className="shop-blog-card__link" href={blogCardHref(article)}>
        <span className="shop-blog-card__media">
          {article.cardImage ? (
            <ContentImage className="shop-blog-card__image" image={{ ...article.cardImage, alt: "" }} widths={BLOG_IMAGE_SRCSET_WIDTHS} sizes="(min-width: 1024px) 25vw, (min-width: 540px) 50vw, 100vw" />
          ) : null}
        </span>
        <Heading className="shop-blog-card__title">{article.title}</Heading>
      </ContentLink>
      {date && article.publishedAt ? (
        <time className="shop-blog-card__date" dateTime={article.publishedAt}>
          {date}
        </time>
      ) : null}
    </article>
  );
}
