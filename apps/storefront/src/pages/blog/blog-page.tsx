import { blogPageOf, loadBlogPage, selectStory } from "@shop/cms";
import { useBlogPage, useCmsDispatch } from "@shop/cms/react";
import type { ShopState } from "@shop/store";
import { BlogOverview } from "@shop/ui";
import { useMemo } from "react";
import { useSelector } from "react-redux";
import { useLoaderData } from "react-router-dom";
import { notFound, type LoaderDeps } from "../../app/loader-deps";
import { useShop } from "../../app/shop-context";
import { blogCardsOf } from "../../content/blog-cards-of";
import { withCarouselSkus } from "../../content/carousel-skus";
import { contentBlocksOf } from "../../content/content-blocks-of";
import { loadStoryProducts } from "../../content/load-story-products";
import type { StoryProducts } from "../../content/story-products";
import { PageHead } from "../../head/PageHead";
import { imageUrlBuilder } from "../../shell/image-url";
import { hrefOf } from "../../shell/theme-props";
import { loadPageStory } from "../content/story-loader";

/** The blog story of a store view ("{storeCode}/blog": title, hero, body). */
const blogSlug = (storeCode: string) => `${storeCode}/blog`;

interface BlogData {
  page: number;
  products: StoryProducts;
}

/**
 * /blog and /blog/ (presentation-content.md §2 Blog page, §7 Blog): the blog story and one
 * page of articles (?page=N, size 8). A page past the last one is page-not-found.
 */
export function loader(deps: LoaderDeps) {
  return async ({ request }: { request: Request }): Promise<BlogData> => {
    const page = blogPageOf(new URL(request.url).searchParams.get("page"));
    const [story, list] = await Promise.all([loadPageStory(deps, blogSlug(deps.view.storeCode)), deps.handle.store.dispatch(loadBlogPage({ page }))]);
    // A failed list renders with Try again; an empty page after the first is no page.
    if (loadBlogPage.fulfilled.match(list) && page > 1 && list.payload.stories.length === 0) notFound();
    const blocks = story.content.component === "blog" ? story.content.body : [];
    return { page, products: await loadStoryProducts(deps, blocks) };
  };
}

export function Page() {
  const { config, view, localize } = useShop();
  const { page, products } = useLoaderData<BlogData>();
  const story = useSelector((state: ShopState) => selectStory(state, blogSlug(view.storeCode)));
  const content = story?.content.component === "blog" ? story.content : null;
  const blogPath = localize("/blog/");
  const dispatch = useCmsDispatch();
  const blog = useBlogPage({ page, path: blogPath, title: content?.title ?? null });
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const storeCodes = useMemo(() => Object.keys(config.storeViews.views), [config]);
  const articles = useMemo(
    () => blogCardsOf(blog.stories, { storeCodes, localize, hrefOf: (link) => hrefOf(link, view, config) }),
    [blog.stories, storeCodes, localize, view, config],
  );
  const body = useMemo(() => (content === null ? [] : withCarouselSkus(contentBlocksOf(content.body, (link) => hrefOf(link, view, config)), products.carousels)), [content, view, config, products.carousels]);
  const canonical = blog.headLinks.find((link) => link.rel === "canonical")?.href ?? blogPath;
  return (
    <>
      <PageHead
        title={content?.seoTitle ?? blog.title}
        description={content?.seoDescription}
        canonicalPath={canonical}
        links={blog.headLinks.filter((link) => link.rel !== "canonical")}
      />
      <BlogOverview
        title={blog.title}
        homeHref={localize("/")}
        blogHref={blogPath}
        {...(content?.desktopAsset !== undefined && { desktopAsset: content.desktopAsset })}
        {...(content?.mobileAsset !== undefined && { mobileAsset: content.mobileAsset })}
        body={body}
        articles={articles}
        total={blog.total}
        page={page}
        pageSize={blog.pageSize}
        visiblePages={blog.visiblePages}
        loading={blog.status === "loading"}
        error={blog.status === "failed"}
        onRetry={() => void dispatch(loadBlogPage({ page, force: true })).catch(() => undefined)}
        imageUrl={imageUrl}
        priceI18n={view.i18n}
        products={products.products}
      />
    </>
  );
}
