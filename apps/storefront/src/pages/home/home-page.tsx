import { useShop } from "../../app/shop-context";
import type { LoaderDeps } from "../../app/loader-deps";
import { CmsPageView } from "../content/CmsPageView";
import { loadPageStory } from "../content/story-loader";

/** The store view's home story ("{storeCode}/home"). */
const homeSlug = (storeCode: string) => `${storeCode}/home`;

export function loader(deps: LoaderDeps) {
  return async () => {
    await loadPageStory(deps, homeSlug(deps.view.storeCode));
    return null;
  };
}

/** Home (/ and /pwa.html): the home story's blocks (hero, category tiles, carousels). */
export function Page() {
  const { view } = useShop();
  return <CmsPageView fullSlug={homeSlug(view.storeCode)} />;
}
