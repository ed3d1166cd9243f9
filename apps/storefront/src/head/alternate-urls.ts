import { localizePath, type ShopConfig } from "@shop/core";

/**
 * The same page in every store view (presentation-content.md §2 Language sidebar: the page's
 * alternate-language URL, else the store's home). A page whose URL differs per language
 * (a category's slug) gives its own; any other page keeps its path under the other prefix.
 */
export function alternateUrls(path: string, config: ShopConfig, own: Record<string, string> | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const view of Object.values(config.storeViews.views)) {
    urls[view.storeCode] = own === undefined ? localizePath(path, view, config) : (own[view.storeCode] ?? localizePath("/", view, config));
  }
  return urls;
}
