import type { ContentLink, Story } from "@shop/cms";
import type { BlogCardData } from "@shop/ui";

/**
 * Where an article's full slug ("en/blog/how-to-wear-linen") lives in the shop: the store code
 * dropped, the rest localized into the current view with a trailing slash (the app's `localize`).
 */
export function articlePathOf(fullSlug: string, storeCodes: readonly string[], localize: (path: string) => string): string {
  const segments = fullSlug.split("/").filter((segment) => segment !== "");
  const bare = segments[0] !== undefined && storeCodes.includes(segments[0]) ? segments.slice(1) : segments;
  return localize(`/${bare.join("/")}/`);
}

export interface BlogCardLinks {
  storeCodes: readonly string[];
  localize: (path: string) => string;
  /** A content link as an href (the shop's content link rule); undefined when unsafe or empty. */
  hrefOf: (link: ContentLink) => string | undefined;
}

/**
 * The blog list's stories as @shop/ui blog cards (§2: "Cards link to the article (card link
 * url, else the story's full slug) and show card image and title"). Stories that are not
 * articles are left out.
 */
export function blogCardsOf(stories: readonly Story[], links: BlogCardLinks): BlogCardData[] {
  return stories.flatMap((story): BlogCardData[] => {
    if (story.content.component !== "blog_article") return [];
    const content = story.content;
    const cardLinkUrl = content.cardLink !== undefined ? links.hrefOf(content.cardLink) : undefined;
    return [
      {
        id: String(story.id),
        title: content.title,
        fullSlug: articlePathOf(story.full_slug, links.storeCodes, links.localize),
        cardImage: content.cardImage,
        ...(cardLinkUrl !== undefined && { cardLinkUrl }),
        ...(story.first_published_at !== null && { publishedAt: story.first_published_at }),
      },
    ];
  });
}
