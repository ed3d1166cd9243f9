import type { ShopConfig } from "../../config/shop-config.schema";
import type { StoreView } from "../../config/store-view.schema";
import { splitPath } from "./split-path";
import { defaultStoreView, storeUrlPrefix } from "./store-url";

function hasPrefix(pathname: string, prefix: string): boolean {
  return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The store view a path belongs to (commerce-core.md §1: nl has no prefix, en /en, de /de,
 * fr /fr). A path without a known prefix, or with multistore off, is the default store's.
 */
export function resolveStoreViewFromPath(path: string, config: ShopConfig): StoreView {
  if (!config.storeViews.multistore) return defaultStoreView(config);
  const { pathname } = splitPath(path);
  const match = Object.values(config.storeViews.views).find((view) => hasPrefix(pathname, storeUrlPrefix(view, config)));
  return match ?? defaultStoreView(config);
}

/** Strips any store view's prefix: "/en/p/x/" → "/p/x/", "/en" → "/". Query and hash kept. */
export function delocalizePath(path: string, config: ShopConfig): string {
  const parts = splitPath(path);
  const view = resolveStoreViewFromPath(parts.pathname, config);
  const prefix = storeUrlPrefix(view, config);
  if (!hasPrefix(parts.pathname, prefix)) return `${parts.pathname}${parts.search}${parts.hash}`;
  const rest = parts.pathname.slice(prefix.length);
  return `${rest === "" ? "/" : rest}${parts.search}${parts.hash}`;
}

/**
 * Puts a path into a store view: "/p/x/" in en → "/en/p/x/". Any other view's prefix is
 * removed first, so localizing is idempotent and switches views.
 */
export function localizePath(path: string, view: StoreView, config: ShopConfig): string {
  const bare = delocalizePath(path, config);
  const prefix = config.storeViews.multistore ? storeUrlPrefix(view, config) : "";
  return prefix === "" ? bare : `${prefix}${bare}`;
}
