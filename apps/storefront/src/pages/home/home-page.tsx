import { useLoaderData } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import type { LoaderDeps } from "../../app/loader-deps";
import { loadStoryProducts } from "../../content/load-story-products";
import type { StoryProducts } from "../../content/story-products";
import { CmsPageView } from "../content/CmsPageView";
import { loadPageStory } from "../content/story-loader";

/** The store view's home story ("{storeCode}/home"). */
const homeSlug = (storeCode: string) => `${storeCode}/home`;

interface HomeData {
  products: StoryProducts;
}

export function loader(deps: LoaderDeps) {
  return async (): Promise<HomeData> => {
    const story = await loadPageStory(deps, homeSlug(deps.view.storeCode));
    // The product carousels' products (§7: in stock, newest first, at most the block's limit), rendered on the server.
    const blocks = story.content.component === "page" ? story.content.body : [];
    return { products: await loadStoryProducts(deps, blocks) };
  };
}

/** Home (/ and /pwa.html): the home story's blocks (hero, category tiles, carousels). */
export function Page() {
  const { view } = useShop();
  const { products } = useLoaderData<HomeData>();
  return <CmsPageView fullSlug={homeSlug(view.storeCode)} products={products} />;
}
