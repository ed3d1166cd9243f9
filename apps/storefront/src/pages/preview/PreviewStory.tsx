import { loadProductsBySku, type Product } from "@shop/catalog-pricing";
import type { ContentBlock as StoryBlock, Story } from "@shop/cms";
import { useEffect, useMemo, useState } from "react";
import { useDispatch } from "react-redux";
import { useShop } from "../../app/shop-context";
import { cardProductOf } from "../../catalog/card-product-of";
import { NO_STORY_PRODUCTS, storyProductSkus, storyProductsOf, type StoryProducts } from "../../content/story-products";
import type { ShopStoreDispatch } from "../../store/dispatch";
import { ArticleView } from "../blog/ArticleView";
import { StoryBody } from "../content/StoryBody";

/** The products a previewed story's blocks name, asked in the browser (a draft may name new skus as the editor types). */
function useStoryProducts(blocks: readonly StoryBlock[]): StoryProducts {
  const { config, view } = useShop();
  const dispatch = useDispatch<ShopStoreDispatch>();
  const skus = storyProductSkus(blocks).join(",");
  const [found, setFound] = useState<readonly Product[]>([]);
  useEffect(() => {
    if (skus === "") return;
    let current = true;
    void dispatch(loadProductsBySku(skus.split(",")))
      .unwrap()
      .then((products) => current && setFound(products))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dispatch, skus]);
  return useMemo(() => (found.length === 0 ? NO_STORY_PRODUCTS : storyProductsOf(blocks, found, (product) => cardProductOf(product, view, config))), [blocks, found, view, config]);
}

function bodyOf(story: Story): readonly StoryBlock[] {
  const content = story.content;
  return content.component === "page" || content.component === "blog" || content.component === "blog_article" ? content.body : [];
}

/** A draft story as its page shows it: a page's (or the blog's) body blocks, an article with its header. */
export function PreviewStory({ story }: { story: Story }) {
  const blocks = bodyOf(story);
  const products = useStoryProducts(blocks);
  const content = story.content;
  if (content.component === "blog_article") return <ArticleView story={{ content, first_published_at: story.first_published_at }} products={products} />;
  const title = content.component === "page" || content.component === "blog" ? content.title : undefined;
  return <StoryBody blocks={blocks} products={products} {...(title !== undefined && { lookbookTitle: title })} />;
}
