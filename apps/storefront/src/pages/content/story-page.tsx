import { useLoaderData } from "react-router-dom";
import type { LoaderDeps } from "../../app/loader-deps";
import { useShop } from "../../app/shop-context";
import { loadStoryProducts } from "../../content/load-story-products";
import type { StoryProducts } from "../../content/story-products";
import type { PageModule } from "../../app/page-routes";
import { CmsPageView } from "./CmsPageView";
import { loadPageStory } from "./story-loader";

interface StoryPageData {
  products: StoryProducts;
}

/**
 * A page of the shop's own routes whose content is a page story of the store view
 * (`{storeCode}/{name}`: lookbook, storelocator): the story and the products its blocks name
 * (shop the look, carousels) load on the server.
 */
export function storyPage(name: string): Required<PageModule> {
  const fullSlugOf = (storeCode: string) => `${storeCode}/${name}`;
  return {
    loader: (deps: LoaderDeps) => async (): Promise<StoryPageData> => {
      const story = await loadPageStory(deps, fullSlugOf(deps.view.storeCode));
      const blocks = story.content.component === "page" ? story.content.body : [];
      return { products: await loadStoryProducts(deps, blocks) };
    },
    Page: function StoryPage() {
      const { view } = useShop();
      const { products } = useLoaderData<StoryPageData>();
      return <CmsPageView fullSlug={fullSlugOf(view.storeCode)} products={products} />;
    },
  };
}
