import { cartPackage } from "@shop/cart";
import { checkoutPackage } from "@shop/checkout";
import { cmsPackage, createCmsPageLookup, type CmsExtra, type CmsPackageDeps } from "@shop/cms";
import { catalogPricingPackage, createCatalogLookups, type CatalogExtra } from "@shop/catalog-pricing";
import { corePackage, type AnyShopPackage } from "@shop/core";
import { stockPackage } from "@shop/stock";
import { createMemorySessionTokens, syncQueuePackage, type SessionTokens, type SyncQueuePackageDeps } from "@shop/sync-queue";
import { searchPackage, type SearchPackageDeps } from "@shop/search";
import { userPackage } from "@shop/user";
import { searchVisitorListenersPackage } from "./search-visitor-listeners";
import { tagManagerListenersPackage } from "./tag-manager-listeners";
import { urlResolverPackage, type UrlLookups, type UrlResolverPackageDeps } from "@shop/url-resolver";

/** What the app gives the packages: objects and seams, never settings (those are `ShopConfig`'s). */
export interface ShopPackagesDeps {
  /** The sync queue's objects: `fetch`, storage, … (the session seam is `session`). */
  syncQueue?: Omit<SyncQueuePackageDeps, "tokens">;
  /**
   * The customer's session: token, refresh token and their update. The cart id the queue fills
   * in `{{cartId}}` is always the cart state's. Default: the user state's (`createShopStore`
   * wires @shop/user's `userSessionTokens`), a guest in memory for `shopPackages` alone.
   */
  session?: Omit<SessionTokens, "getCartId">;
  /** The url-resolver's local cache and history persistence (defaults: localforage in a browser, none on a server). */
  urlResolver?: Omit<UrlResolverPackageDeps<CatalogExtra & CmsExtra>, "lookups">;
  /** The CMS page look-up of the URL fallback (commerce-core.md §2). Default: @shop/cms's (`createCmsPageLookup`, a story whose component is page). */
  cmsPageBySlug?: UrlLookups["cmsPageBySlug"];
  /** @shop/cms's objects: the tag manager's dataLayer (default `window.dataLayer` in a browser, none on a server). */
  cms?: CmsPackageDeps;
  /** @shop/search's objects: its local storage (default: the browser's in a browser, memory on a server) and key maker. */
  search?: SearchPackageDeps;
}

/**
 * Every landed package in composition order (docs/package-contract.md): a package comes after
 * those whose `extra` it needs. The seams are wired here, the one place that knows both sides:
 * the URL resolver's look-ups to the catalogue's client, the sync queue's cart id to the cart
 * state (`cartIdOf`, read per task), its token to the user state (`createShopStore` passes
 * `session`). Copy and extend this list to add a package.
 */
export function shopPackages(deps: ShopPackagesDeps = {}, cartIdOf: () => string | null = () => null): AnyShopPackage[] {
  const { cmsPageBySlug } = deps;
  const session = deps.session ?? createMemorySessionTokens();
  const tokens: SessionTokens = {
    getToken: () => session.getToken(),
    getRefreshToken: () => session.getRefreshToken(),
    setTokens: (next) => session.setTokens(next),
    getCartId: cartIdOf,
    ...(session.ready && { ready: () => session.ready?.() ?? Promise.resolve() }),
  };
  return [
    corePackage,
    syncQueuePackage({ ...deps.syncQueue, tokens }),
    catalogPricingPackage,
    stockPackage,
    userPackage,
    cartPackage,
    checkoutPackage,
    // Before the url-resolver: its CMS page look-up is @shop/cms's client.
    cmsPackage(deps.cms),
    urlResolverPackage<CatalogExtra & CmsExtra>({
      ...deps.urlResolver,
      lookups: (extra) => ({ ...createCatalogLookups(extra), cmsPageBySlug: cmsPageBySlug ?? createCmsPageLookup(extra.cms.api) }),
    }),
    // After the catalogue (its /c/{slug} source); its visitor keys follow logout and order placed (the seam).
    searchPackage(deps.search),
    searchVisitorListenersPackage,
    // The tag manager's listeners on the cart's and checkout's actions (@shop/cms cannot import the checkout).
    tagManagerListenersPackage,
  ];
}
