import type { ShopConfig } from "../../config/shop-config.schema";
import type { StoreView } from "../../config/store-view.schema";
import { joinPath, oneLeadingSlash, splitPath, type PathParts } from "./split-path";
import { defaultStoreView, storeUrlPrefix } from "./store-url";

function hasPrefix(pathname: string, prefix: string): boolean {
  return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface StorePath extends PathParts {
  /** The store view the path belongs to. */
  view: StoreView;
  /** The store prefix the path starts with and `pathname` is without ("/en"); "" when none. */
  prefix: string;
}

/**
 * A path read once (one split, one scan of the store views): its store view
 * (commerce-core.md §1: nl has no prefix, en /en, de /de, fr /fr; a path without a known
 * prefix, or with multistore off, is the default store's), the prefix found, and the
 * pathname without it ("/en/p/x/?q=1" → en, "/en", "/p/x/", "?q=1", "").
 */
export function parseStorePath(path: string, config: ShopConfig): StorePath {
  const { pathname, search, hash } = splitPath(path);
  let view: StoreView | undefined;
  let prefix = "";
  if (config.storeViews.multistore) {
    for (const candidate of Object.values(config.storeViews.views)) {
      const candidatePrefix = storeUrlPrefix(candidate, config);
      if (hasPrefix(pathname, candidatePrefix)) {
        view = candidate;
        prefix = candidatePrefix;
        break;
      }
    }
  }
  if (view === undefined) {
    view = defaultStoreView(config);
    // Multistore off, the default store may still have a prefix of its own (the /nl reading).
    const ownPrefix = storeUrlPrefix(view, config);
    if (hasPrefix(pathname, ownPrefix)) prefix = ownPrefix;
  }
  return { view, prefix, pathname: oneLeadingSlash(pathname.slice(prefix.length)), search, hash };
}

/**
 * The store view a path belongs to (commerce-core.md §1: nl has no prefix, en /en, de /de,
 * fr /fr). A path without a known prefix, or with multistore off, is the default store's.
 */
export function resolveStoreViewFromPath(path: string, config: ShopConfig): StoreView {
  return parseStorePath(path, config).view;
}

/** Strips any store view's prefix: "/en/p/x/" → "/p/x/", "/en" → "/". Query and hash kept. */
export function delocalizePath(path: string, config: ShopConfig): string {
  return joinPath(parseStorePath(path, config));
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
