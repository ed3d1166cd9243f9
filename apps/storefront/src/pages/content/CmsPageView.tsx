import { selectStory } from "@shop/cms";
import type { ShopState } from "@shop/store";
import { useSelector } from "react-redux";
import { PageHead } from "../../head/PageHead";
import type { StoryProducts } from "../../content/story-products";
import { StoryBody } from "./StoryBody";

/** A content page (home, CMS pages through the URL fallback, lookbook, store locator): its SEO head and body blocks. */
export function CmsPageView({ fullSlug, titleFallback, products }: { fullSlug: string; titleFallback?: string; products?: StoryProducts }) {
  const story = useSelector((state: ShopState) => selectStory(state, fullSlug));
  if (story === null || story.content.component !== "page") return null;
  const content = story.content;
  return (
    <>
      <PageHead title={content.seoTitle ?? content.title ?? titleFallback ?? ""} description={content.seoDescription} />
      {/* The page's one h1 where no block brings its own (the store locator's and the lookbook's do; the others start at h2). */}
      {!content.body.some((block) => block.component === "store_locator" || block.component === "shop_the_look") && <h1 className="shop-visually-hidden">{content.title}</h1>}
      <StoryBody blocks={content.body} lookbookTitle={content.title} {...(products !== undefined && { products })} />
    </>
  );
}
