import { selectStory } from "@shop/cms";
import type { ShopState } from "@shop/store";
import { useMemo } from "react";
import { useSelector } from "react-redux";
import { useLoaderData } from "react-router-dom";
import { notFound, type LoaderDeps } from "../../app/loader-deps";
import { useShop } from "../../app/shop-context";
import { loadStoryProducts } from "../../content/load-story-products";
import type { StoryProducts } from "../../content/story-products";
import { PageHead } from "../../head/PageHead";
import { imageUrlBuilder } from "../../shell/image-url";
import { loadPageStory } from "../content/story-loader";
import { ArticleView } from "./ArticleView";

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
  const { config } = useShop();
  const { fullSlug, products } = useLoaderData<ArticleData>();
  const story = useSelector((state: ShopState) => selectStory(state, fullSlug));
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  if (story === null || story.content.component !== "blog_article") return null;
  const content = story.content;
  return (
    <>
      <PageHead title={content.seoTitle ?? content.title} description={content.seoDescription ?? content.intro} type="article" image={imageUrl(content.cardImage.filename, 1200, 630)} />
      <ArticleView story={{ content, first_published_at: story.first_published_at }} products={products} />
    </>
  );
}
