import type { BlogArticleStory } from "@shop/cms";
import { BlogArticle } from "@shop/ui";
import { useMemo } from "react";
import { useShop } from "../../app/shop-context";
import { withCarouselSkus } from "../../content/carousel-skus";
import { contentBlocksOf } from "../../content/content-blocks-of";
import type { StoryProducts } from "../../content/story-products";
import { imageUrlBuilder } from "../../shell/image-url";
import { hrefOf } from "../../shell/theme-props";

/** A journal article as the blog route and the preview show it (its blocks, carousels' products, images, links). */
export function ArticleView({ story, products }: { story: Pick<BlogArticleStory, "content" | "first_published_at">; products: StoryProducts }) {
  const { config, view, localize } = useShop();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const content = story.content;
  const body = useMemo(() => withCarouselSkus(contentBlocksOf(content.body, (link) => hrefOf(link, view, config)), products.carousels), [content.body, view, config, products.carousels]);
  return (
    <BlogArticle
      title={content.title}
      {...(story.first_published_at !== null && { publishedAt: story.first_published_at })}
      desktopAsset={content.desktopAsset}
      mobileAsset={content.mobileAsset}
      body={body}
      homeHref={localize("/")}
      blogHref={localize("/blog/")}
      imageUrl={imageUrl}
      priceI18n={view.i18n}
      products={products.products}
    />
  );
}
