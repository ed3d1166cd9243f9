import { GUEST_GROUP, type CatalogOptionsInput, type SearchContext } from "@shop/catalog-pricing";
import { createCatalogTestStore } from "@shop/catalog-pricing/testing";
import { requireStoreView, type ShopConfigInput } from "@shop/core";

/**
 * @shop/catalog-pricing wired to a running shop (its test store with `config` and `catalog`
 * options over the shop's url): what the catalogue's own integration tests drive, and what the
 * other packages' tests use to find seeded products and categories, exactly as the app would
 * search them. `context(code, groupId)` is a search in that store view as a guest, or in a group.
 */
export function catalogFor(url: string, config: ShopConfigInput = {}, catalog: CatalogOptionsInput = {}) {
  const created = createCatalogTestStore({ config: { ...config, api: { url } }, catalog });
  const view = (code: string) => requireStoreView(code, created.config);
  const context = (code = "nl", groupId: number | null = null): SearchContext => ({
    storeView: view(code),
    group: groupId === null ? GUEST_GROUP : { ...GUEST_GROUP, groupId },
  });
  return { ...created, view, context };
}
