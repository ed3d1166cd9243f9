import { createCatalogTestStore } from "@shop/catalog-pricing/testing";
import type { SearchContext } from "@shop/catalog-pricing";

/**
 * @shop/catalog-pricing wired to a running shop: what the other packages' integration tests
 * use to find seeded products and categories, exactly as the app would search them.
 */
export function catalogFor(url: string) {
  const { extra, config } = createCatalogTestStore({ config: { api: { url } } });
  const context = (storeCode = "nl"): SearchContext => {
    const storeView = config.storeViews.views[storeCode];
    if (storeView === undefined) throw new Error(`no store view ${storeCode}`);
    return { storeView, group: { groupId: null, groupToken: null } };
  };
  return { extra, context };
}
