import { loadProductsBySku } from "@shop/catalog-pricing";
import type { ContentBlock as StoryBlock } from "@shop/cms";
import type { LoaderDeps } from "../app/loader-deps";
import { cardProductOf } from "../catalog/card-product-of";
import { NO_STORY_PRODUCTS, storyProductSkus, storyProductsOf, type StoryProducts } from "./story-products";

/**
 * Loads the products a story's blocks name (carousels, shop the look) in the loader, so the
 * server renders them. A failed search shows no products (§8: a product list failure is an
 * empty list), never a failed page.
 */
export async function loadStoryProducts({ handle, view, config }: LoaderDeps, blocks: readonly StoryBlock[]): Promise<StoryProducts> {
  const skus = storyProductSkus(blocks);
  if (skus.length === 0) return NO_STORY_PRODUCTS;
  const result = await handle.store.dispatch(loadProductsBySku(skus));
  if (!loadProductsBySku.fulfilled.match(result)) return NO_STORY_PRODUCTS;
  return storyProductsOf(blocks, result.payload, (product) => cardProductOf(product, view, config));
}
