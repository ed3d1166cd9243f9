import { selectStory } from "@shop/cms";
import type { ShopState } from "@shop/store";
import { BlogArticle } from "@shop/ui";
import { useMemo } from "react";
import { useSelector } from "react-redux";
import { useLoaderData } from "react-router-dom";
import { notFound, type LoaderDeps } from "../../app/loader-deps";
import { useShop } from "../../app/shop-context";
import { contentBlocksOf } from "../../content/content-blocks-of";
import { loadStoryProducts } from "../../content/load-story-products";
import type { StoryProducts } from "../../content/story-products";
import { withCarouselSkus } from "../../content/carousel-skus";
import { PageHead } from "../../head/PageHead";
import { imageUrlBuilder } from "../../shell/image-url";
import { hrefOf } from "../../shell/theme-props";
import { loadPageStory } from "../content/story-loader";

interface ArticleData {
  fullSlug: string;
  products: StoryProducts;
}

/** An article's story: "{storeCode}/blog/{slug}" (the api seeds articles under the blog's full slug). */
export function loader(deps: LoaderDeps) {
  return async ({ params }: { params: Record<string, string | undefined> }): Promise<ArticleData> => {
    const slug = (params["slug"] ?? "").toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) notFound();
    const fullSlug = `${deps.view.storeCode}/blog/${slug}`;
    const story = await loadPageStory(deps, fullSlug);
    if (story.content.component !== "blog_article") notFound();
    return { fullSlug, products: await loadStoryProducts(deps, story.content.body) };
  };
}

/** /blog/{slug}: a blog article (breadcrumbs Home > Blog > title, hero, body blocks with their product carousel). */
export function Page() {
  const { config, view, localize } = useShop();
  const { fullSlug, products } = useLoaderData<ArticleData>();
  const story = useSelector((state: ShopState) => selectStory(state, fullSlug));
  const content = story?.content.component === "blog_article" ? story.content : null;
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const body = useMemo(
    () => (content === null ? [] : withCarouselSkus(contentBlocksOf(content.body, (link) => hrefOf(link, view, config)), products.carousels)),
    [content, view, config, products.carousels],
  );
  if (story === null || content === null) return null;
  return (
    <>
      <PageHead title={content.seoTitle ?? content.title} description={content.seoDescription ?? content.intro} type="article" image={imageUrl(content.cardImage.filename, 1200, 630)} />
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
    </>
  );
}
