import { localizePath, type ShopConfig } from "@shop/core";

/**
 * The same page in every store view (presentation-content.md §2 Language sidebar: the page's
 * alternate-language URL, else the store's home). A page whose URL differs per language
 * (a category's slug) gives its own; any other page keeps its path under the other prefix.
 */
export function alternateUrls(path: string, config: ShopConfig, own: Record<string, string> | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  const bare = withoutStoreCodeParam(path, config.storeViews.storeCodeQueryParam);
  for (const view of Object.values(config.storeViews.views)) {
    urls[view.storeCode] = own === undefined ? localizePath(bare, view, config) : (own[view.storeCode] ?? localizePath("/", view, config));
  }
  return urls;
}

/**
 * The path without the store code query parameter (commerce-core.md §1 `___store`): it names the
 * store view the path was in, so another store view's URL must not carry it along (/en/p/…?___store=en
 * switched to Dutch would land on the Dutch page still saying en).
 */
function withoutStoreCodeParam(path: string, param: string): string {
  const queryStart = path.indexOf("?");
  if (queryStart === -1) return path;
  const query = new URLSearchParams(path.slice(queryStart + 1));
  if (!query.has(param)) return path;
  query.delete(param);
  const rest = query.toString();
  return rest === "" ? path.slice(0, queryStart) : `${path.slice(0, queryStart)}?${rest}`;
}
